import {useId, type ComponentProps, type ReactNode} from 'react';
import FormItem from '@theme-init/ApiExplorer/FormItem';

import {FormItemLabelId} from './labelId';

/**
 * The API explorer's field renders its label as a `<label>` tied to no control, so its selects have
 * no accessible name (WCAG 4.1.2). The wrapper gives the label text an id that the field's control
 * (`@theme/ApiExplorer/FormSelect`) names itself by.
 */
export default function FormItemWrapper(props: ComponentProps<typeof FormItem>): ReactNode {
  const id = useId();
  const {label} = props as {label?: ReactNode};
  if (!label) return <FormItem {...props} />;
  return (
    <FormItemLabelId.Provider value={id}>
      <FormItem {...props} label={<span id={id}>{label}</span>} />
    </FormItemLabelId.Provider>
  );
}
