import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { MOBILE_PATTERN } from '@contract/member-signup'
import { errorText } from '@/lib/error-texts'
import { FormField } from './form-field'

export interface PhoneCodeSent {
  certId: string
  expiresAt: string
}

export interface PhoneVerified {
  certId: string
  phone: string
}

interface PhoneVerifyProps {
  /** Sends the code (the api's requestPhoneCode). Injected: components sit below the call layer. */
  send: (phone: string) => Promise<PhoneCodeSent>
  /** Confirms it (the api's confirmPhoneCode). */
  confirm: (certId: string, code: string) => Promise<PhoneVerified>
  onVerified: (result: PhoneVerified) => void
  /** Called when the member edits the number after verifying it: the old certification no longer counts. */
  onReset?: () => void
  /** Shown when the form was submitted without a verified phone. */
  error?: string | null
  label?: string
}

/** The server's code from a failed call, read without importing the call layer's error type. */
const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 11)

/** Minutes and seconds left until `until` (ms), ticking every second while a code is out. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [until])
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

/**
 * Mobile phone verification as members know it from Korean sites: the number, "send code", a 6-digit code
 * with a 10-minute countdown, "confirm", then the number locks as verified (with a way to change it).
 */
export function PhoneVerify({ send, confirm, onVerified, onReset, error, label }: PhoneVerifyProps) {
  const { t, i18n } = useLingui()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<(PhoneCodeSent & { phone: string }) | null>(null)
  const [verified, setVerified] = useState<PhoneVerified | null>(null)
  const [problem, setProblem] = useState<{ field: 'phone' | 'code'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const secondsLeft = useCountdown(sent ? Date.parse(sent.expiresAt) : null)
  const expired = sent !== null && secondsLeft === 0

  const failureText = (failure: unknown) =>
    errorText(i18n, codeOf(failure)) ?? t`An error has occurred. Please try again.`

  const sendCode = async () => {
    if (!MOBILE_PATTERN.test(phone)) {
      setProblem({ field: 'phone', text: t`Please enter a mobile number, digits only (e.g. 01012345678).` })
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const result = await send(phone)
      setSent({ ...result, phone })
      setCode('')
      codeRef.current?.focus()
    } catch (failure) {
      setProblem({ field: 'phone', text: failureText(failure) })
    } finally {
      setBusy(false)
    }
  }

  const confirmCode = async () => {
    if (!sent) return
    if (!/^\d{6}$/.test(code)) {
      setProblem({ field: 'code', text: t`Please enter the 6-digit code.` })
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const result = await confirm(sent.certId, code)
      setVerified(result)
      onVerified(result)
    } catch (failure) {
      setProblem({ field: 'code', text: failureText(failure) })
    } finally {
      setBusy(false)
    }
  }

  const changeNumber = () => {
    setVerified(null)
    setSent(null)
    setCode('')
    onReset?.()
  }

  const minutes = Math.floor(secondsLeft / 60)
  const seconds = String(secondsLeft % 60).padStart(2, '0')

  return (
    <div className="phone-verify">
      <FormField
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        label={label ?? t`Mobile phone`}
        value={verified ? verified.phone : phone}
        onChange={(value) => {
          setPhone(digitsOnly(value))
          if (sent) setSent(null)
        }}
        placeholder="01012345678"
        maxLength={11}
        required
        readOnly={verified !== null}
        error={problem?.field === 'phone' ? problem.text : !verified ? error : null}
        success={verified ? t`Your mobile phone is verified.` : null}
        action={
          verified ? (
            <button type="button" className="btn btn--quiet" onClick={changeNumber}>
              {t`Change number`}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => void sendCode()} disabled={busy}>
              {sent ? t`Send again` : t`Send code`}
            </button>
          )
        }
      />
      {sent && !verified ? (
        <FormField
          ref={codeRef}
          name="certCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t`Verification code`}
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
          maxLength={6}
          hint={
            expired
              ? t`The code has expired. Please send a new one.`
              : t`Enter the code sent to ${sent.phone}. Time left ${minutes}:${seconds}`
          }
          error={problem?.field === 'code' ? problem.text : null}
          action={
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void confirmCode()}
              disabled={busy || expired}
            >
              {t`Confirm`}
            </button>
          }
        />
      ) : null}
    </div>
  )
}
