import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { confirmPhoneCode, requestPhoneCode } from '@/api/cert'
import { FormField } from '@/components/form/form-field'
import { PhoneVerify } from '@/components/form/phone-verify'
import { useSignupStore } from '../stores/signup-store'
import { SandboxCodeNote } from './sandbox-code-note'

/**
 * The phone route's mobile: PhoneVerify until verified, then the verified number (kept in the draft, so a
 * reload does not ask again). In the demo the server says it runs the sandbox, and the code is shown here.
 */
export function VerifiedMobile({ error, onProgress }: { error: string | null; onProgress: () => void }) {
  const { t } = useLingui()
  const phoneCert = useSignupStore((s) => s.phoneCert)
  const setPhoneCert = useSignupStore((s) => s.setPhoneCert)
  const [sandboxSend, setSandboxSend] = useState<{ phone: string; certId: string } | null>(null)

  const send = async (phone: string) => {
    const sent = await requestPhoneCode(phone)
    setSandboxSend(sent.sandbox ? { phone, certId: sent.certId } : null)
    // A code is on its way: "verify your phone" has been heard.
    onProgress()
    return sent
  }

  if (phoneCert) {
    return (
      <FormField
        name="mobile"
        type="tel"
        label={t`Mobile phone`}
        value={phoneCert.phone}
        onChange={() => {}}
        readOnly
        required
        success={t`Your mobile phone is verified.`}
        action={
          <button type="button" className="btn btn--quiet" onClick={() => setPhoneCert(null)}>
            {t`Change number`}
          </button>
        }
      />
    )
  }
  return (
    <div className="signup-mobile">
      <PhoneVerify
        send={send}
        confirm={confirmPhoneCode}
        onVerified={({ certId, phone }) => {
          setSandboxSend(null)
          setPhoneCert({ certId, phone })
          onProgress()
        }}
        error={error}
      />
      {sandboxSend ? <SandboxCodeNote phone={sandboxSend.phone} certId={sandboxSend.certId} /> : null}
    </div>
  )
}
