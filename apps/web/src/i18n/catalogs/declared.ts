// The declared resources' texts (page titles, field labels) in a chunk of their own: they are made from
// the declarations, which bring zod with them. Both languages' texts live in the declarations, so one
// chunk serves either.
export { declaredTexts } from '@bo/contract';
