// The field parts are shared with every other labelled field (Select, NumberField …), so all
// fields line up and change together.
export { field, input, label } from '../shared/field.css';
