import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useCallback, useState } from 'react'
import type { AttendanceResultDto } from '@contract/education-applications'
import { scanEducationAttendance } from '@/api/education-applications'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paymentErrorText } from '@/lib/payment-errors'
import { formatCalendarDay, seoulClock, seoulDate } from '@domain/time'
import { CameraScanner } from './camera-scanner'
import './attendance-desk.css'

function Result({ answer }: { answer: AttendanceResultDto }) {
  const { t, i18n } = useLingui()
  const ko = i18n.locale === 'ko'
  const e = answer.event
  return (
    <section
      className={`attend-result attend-result--${answer.result}`}
      aria-live="polite"
      aria-label={t`Check-in result`}
    >
      <p className="attend-result__verdict">
        {answer.result === 'attended' ? (
          <Trans>Checked in</Trans>
        ) : answer.result === 'already_checked' ? (
          <Trans>Already checked</Trans>
        ) : (
          <Trans>Invalid code</Trans>
        )}
      </p>
      {answer.member ? (
        <p className="attend-result__member">
          {answer.member.name}
          {answer.member.memberNo ? <span className="attend-muted"> · {answer.member.memberNo}</span> : null}
        </p>
      ) : null}
      {e ? (
        <div className="attend-result__event">
          <h2 className="attend-result__title">{ko ? e.titleKo : e.titleEn}</h2>
          <p className="attend-muted">
            {formatCalendarDay(seoulDate(new Date(e.startsAt)), i18n.locale)} {seoulClock(new Date(e.startsAt))}–
            {seoulClock(new Date(e.endsAt))} · {ko ? e.venueKo : e.venueEn}
          </p>
          <h3 className="attend-result__sub">
            <Trans>Curriculum</Trans>
          </h3>
          <p className="attend-result__curriculum">{ko ? e.curriculumKo : e.curriculumEn}</p>
        </div>
      ) : null}
    </section>
  )
}

/**
 * /staff/education: the venue's check-in (docs/requirements/my-page.md#my-11). Staff scan the member's QR or type
 * its code; the answer says checked in, already checked or invalid, with the session and its curriculum.
 */
export function AttendanceDesk() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Education check-in`)
  const [code, setCode] = useState('')
  const scan = useMutation({ mutationFn: scanEducationAttendance })
  const send = useCallback((value: string) => scan.mutate(value.trim()), [scan])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() !== '') send(code)
  }
  return (
    <div className="attend">
      <h1 className="attend__title">
        <Trans>Education check-in</Trans>
      </h1>
      <p className="attend-muted">
        <Trans>Scan the QR on the member's application, or type the code under it.</Trans>
      </p>
      <CameraScanner onCode={send} />
      <form className="attend-form" onSubmit={submit}>
        <label htmlFor="attend-code" className="attend-form__label">
          <Trans>Check-in code</Trans>
        </label>
        <input
          id="attend-code"
          className="attend-form__input"
          value={code}
          autoComplete="off"
          placeholder="EDU-123-0A1B2C3D4E5F"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={scan.isPending || code.trim() === ''}>
          <Trans>Check in</Trans>
        </button>
      </form>
      {scan.isError ? (
        <p className="attend-error" role="alert">
          {paymentErrorText(i18n, scan.error)}
        </p>
      ) : null}
      {scan.data ? <Result answer={scan.data} /> : null}
    </div>
  )
}
