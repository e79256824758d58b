/** Mobile phone verification (docs/requirements/accounts.md#acc-14): send a code, then confirm it. */
import { certConfirmResultSchema, certRequestResultSchema } from '@contract/cert'
import { api } from './client'

/** Sends a 6-digit code to the number; answers the certification's id and when the code expires. */
export async function requestPhoneCode(phone: string) {
  return (await api.get('/cert/phone', { query: { phone }, withSession: false, schema: certRequestResultSchema })).data
}

/** Confirms the code; the answered certId is then given once to sign-up or the phone change. */
export async function confirmPhoneCode(certId: string, code: string) {
  return (await api.post('/cert/phone', { certId, code }, { withSession: false, schema: certConfirmResultSchema })).data
}
