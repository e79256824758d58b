import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/errors'
import { type WelfareFields, welfareFieldsSchema } from '@contract/welfare'
import { httpError, VALIDATION_MESSAGE } from '../../http/http-error'

/**
 * The application's text fields checked as the specification's form requires them
 * (docs/requirements/my-page.md#my-7): the schema, then what depends on other fields (a death needs the funeral
 * date, an in-kind item a delivery address). One 400 VALIDATION naming every field at fault.
 */
export function checkFields(raw: Record<string, string>): WelfareFields {
  // An empty form field means "not given" (browsers send optional inputs empty).
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v.trim() !== ''))
  const fields: Record<string, FieldError> = {}
  const parsed = welfareFieldsSchema.safeParse(given)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) fields[key] = FIELD_ERRORS.UNKNOWN_FIELD
        continue
      }
      const key = String(issue.path[0] ?? 'body')
      fields[key] ??= given[key] === undefined ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.INVALID_VALUE
    }
  } else {
    const f = parsed.data
    if (f.occasion === 'death' && !f.funeralDate) fields.funeralDate = FIELD_ERRORS.REQUIRED
    if (f.funeralDate && f.funeralDate < f.occasionDate) fields.funeralDate = FIELD_ERRORS.INVALID_VALUE
    if (f.inKindItem !== 'none' && !f.deliveryAddress) fields.deliveryAddress = FIELD_ERRORS.REQUIRED
  }
  if (Object.keys(fields).length > 0 || !parsed.success)
    throw httpError(400, ERROR_CODES.VALIDATION, VALIDATION_MESSAGE, fields)
  const f = parsed.data
  return {
    ...f,
    funeralDate: f.occasion === 'death' ? f.funeralDate : undefined,
    deliveryAddress: f.inKindItem === 'none' ? undefined : f.deliveryAddress,
  }
}
