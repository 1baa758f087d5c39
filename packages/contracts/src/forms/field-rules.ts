import { z } from '../z.js';

/**
 * The rules a field carries (spec 1 §4, spec 2 §5): when it shows (showIf, hideIf), when it is
 * required (requiredIf), and what its value must be (validators).
 */

/** A scalar a condition or an option compares with. */
export const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof Scalar>;

/**
 * showIf / hideIf entry: matches when one of the named fields holds one of the listed values
 * (for an array value: contains one of them). A field shows only if every showIf matches and no
 * hideIf matches (spec 1 §4).
 */
export const FieldCondition = z.object({
  fieldname: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  value: z.union([Scalar, z.array(Scalar).min(1)]),
});
export type FieldCondition = z.infer<typeof FieldCondition>;

/** requiredIf (spec 2 §5): "or" needs at least one of the nodes to have a value, "and" all of them. */
export const RequiredIf = z.object({
  type: z.enum(['or', 'and']).default('or'),
  fields: z.array(z.string().min(1)).min(1),
});
export type RequiredIf = z.infer<typeof RequiredIf>;

export const Validator = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('regex'),
    expression: z.string(),
    flags: z.string().optional(),
    message: z.string(),
  }),
  z.object({
    type: z.literal('minSelection'),
    value: z.number().int().min(0),
    message: z.string().optional(),
  }),
  z.object({
    type: z.literal('maxSelection'),
    value: z.number().int().min(0),
    message: z.string().optional(),
  }),
  z.object({ type: z.literal('minLength'), value: z.number().int().min(0), message: z.string().optional() }),
  z.object({ type: z.literal('maxLength'), value: z.number().int().min(0), message: z.string().optional() }),
  z.object({ type: z.literal('email'), message: z.string().optional() }),
  /** The value must equal another field's value (a repeated password, a repeated e-mail). */
  z.object({ type: z.literal('equals'), fieldname: z.string(), message: z.string() }),
  /** The number must not exceed another field's number (spec 1 §5 "lt"). */
  z.object({ type: z.literal('lte'), fieldname: z.string(), message: z.string() }),
]);
export type Validator = z.infer<typeof Validator>;
