import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';
import {OPENAPI_PARAMS_DETAILS} from '@theme/translationIds';
import type {ComponentProps, ReactNode} from 'react';

type Parameter = ComponentProps<typeof ParamsItem>['param'] & {in?: string};

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

interface ParamSchema {
  'x-enumDescriptions'?: Record<string, string>;
  items?: ParamSchema;
}

/** The descriptions of an enum's values (`x-enumDescriptions`), of the parameter or of its items. */
const enumDescriptionsOf = (schema: ParamSchema | undefined): [string, string][] =>
  Object.entries(schema?.['x-enumDescriptions'] ?? schema?.items?.['x-enumDescriptions'] ?? {});

/**
 * An operation's parameters by where they go (path, query, header, cookie), in the markup the
 * OpenAPI theme draws, but on the server: the theme's own draws them in the browser only
 * (`BrowserOnly`), leaving a skeleton in the page's HTML (../RequestSchema says why that mattered).
 */
export default function ParamsDetails({parameters = []}: {parameters?: Parameter[]}): ReactNode {
  return LOCATIONS.map((location) => {
    const params = parameters.filter((param) => param?.in === location);
    if (params.length === 0) return null;
    return (
      <Details
        key={location}
        className="openapi-markdown__details"
        style={{marginBottom: '1rem'}}
        data-collapsed={false}
        open
        summary={
          <summary>
            <h3 className="openapi-markdown__details-summary-header-params">
              {translate(
                {id: OPENAPI_PARAMS_DETAILS.PARAMETERS_TITLE, message: '{type} Parameters'},
                {type: location.charAt(0).toUpperCase() + location.slice(1)},
              )}
            </h3>
          </summary>
        }>
        <ul>
          {params.map((param, index) => (
            <ParamsItem
              key={index}
              className="paramsItem"
              param={{
                ...param,
                enumDescriptions: enumDescriptionsOf(param.schema as ParamSchema | undefined),
              }}
            />
          ))}
        </ul>
      </Details>
    );
  });
}
