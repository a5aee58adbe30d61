import {useContext, type ChangeEventHandler, type ReactNode} from 'react';

import {FormItemLabelId} from '../FormItem/labelId';

interface Props {
  value?: string;
  options?: string[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}

/**
 * The API explorer's select, as the theme renders it, named by the label of the field around it
 * (the theme's own takes no name and passes no props through, so it cannot be wrapped).
 */
export default function FormSelect({value, options, onChange}: Props): ReactNode {
  const labelId = useContext(FormItemLabelId);
  if (!Array.isArray(options) || options.length === 0) return null;
  return (
    <select
      className="openapi-explorer__select-input"
      value={value}
      onChange={onChange}
      aria-labelledby={labelId}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
