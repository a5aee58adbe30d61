import {translate} from '@docusaurus/Translate';
import {OPENAPI_FORM} from 'docusaurus-theme-openapi-docs/lib/theme/translationIds';
import clsx from 'clsx';
import {useContext, type ChangeEventHandler, type ReactNode} from 'react';
import {useFormContext} from 'react-hook-form';

import {FormItemLabelId} from '../FormItem/labelId';

interface Props {
  value?: string;
  placeholder?: string;
  password?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** The form field it registers as (with its required rule); absent for the server's variables. */
  paramName?: string;
  isRequired?: boolean;
}

/**
 * The API explorer's text field, as the theme renders it, named by the label of the field around
 * it: the theme's is named only by its `title` (the placeholder), which screen readers may skip
 * (axe label-title-only), and passes no props through, so it cannot be wrapped.
 */
export default function FormTextInput({
  isRequired,
  value,
  placeholder,
  password,
  onChange,
  paramName,
}: Props): ReactNode {
  const labelId = useContext(FormItemLabelId);
  const {
    register,
    formState: {errors},
  } = useFormContext();
  const hint = placeholder?.split('\n')[0];
  const error = paramName ? errors[paramName]?.message : undefined;
  const registered = paramName
    ? register(paramName, {
        required: isRequired
          ? translate({id: OPENAPI_FORM.FIELD_REQUIRED, message: 'This field is required'})
          : false,
      })
    : undefined;
  return (
    <>
      <input
        {...registered}
        className={clsx('openapi-explorer__form-item-input', {error: Boolean(error)})}
        type={password ? 'password' : 'text'}
        placeholder={hint}
        title={hint}
        value={value}
        onChange={onChange}
        autoComplete="off"
        aria-labelledby={labelId}
      />
      {typeof error === 'string' && <div className="openapi-explorer__input-error">{error}</div>}
    </>
  );
}
