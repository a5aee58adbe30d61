import {createContext} from 'react';

/** The id of the label of the API explorer field around a control, for `aria-labelledby`. */
export const FormItemLabelId = createContext<string | undefined>(undefined);
