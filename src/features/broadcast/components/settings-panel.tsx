import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { normalizeTourId } from '@domain/tours'
import { NumberField } from './number-field'
import {
  broadcastSearch,
  COLUMNS,
  LIMITS,
  THEMES,
  type BroadcastColumn,
  type BroadcastParams,
  type BroadcastTheme,
} from '../broadcast-params'
import '../broadcast-settings.css'

interface SettingsPanelProps {
  params: BroadcastParams
  /** Every change applies at once: the page behind the panel is the live preview. */
  onChange: (next: BroadcastParams) => void
  onClose: () => void
}

function Field({ label, children, hint }: { label: ReactNode; children: (id: string) => ReactNode; hint?: ReactNode }) {
  const id = useId()
  return (
    <div className="bc-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <small>{hint}</small> : null}
    </div>
  )
}

/** Builds the URL a partner puts on air: every parameter, a copy button, the page itself as preview. */
export function SettingsPanel({ params, onChange, onClose }: SettingsPanelProps) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const panel = useRef<HTMLElement>(null)
  const urlField = useRef<HTMLInputElement>(null)
  const url = `${window.location.origin}${window.location.pathname}${broadcastSearch({ ...params, settings: false })}`
  const set = (patch: Partial<BroadcastParams>) => onChange({ ...params, ...patch })
  const themeNames: Record<BroadcastTheme, string> = {
    dark: t`Dark`,
    light: t`Light`,
    transparent: t`Transparent (overlay)`,
    chroma: t`Chroma green`,
  }
  const columnNames: Record<BroadcastColumn, string> = {
    pos: t`Position`,
    move: t`Movement`,
    player: t`Player`,
    country: t`Country`,
    topar: t`To par`,
    today: t`Today`,
    thru: t`Thru`,
    rounds: t`Round scores`,
    total: t`Total`,
  }

  // Focus the first field once, when the panel opens: re-running on every render of the page (a new
  // onClose each time) would pull focus back while the operator types in another field.
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, select')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // No clipboard (plain http, a sandboxed frame): select the text so Ctrl+C copies it.
      urlField.current?.select()
      document.execCommand?.('copy')
    }
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }

  return (
    <aside className="bc-settings" ref={panel} role="dialog" aria-modal="false" aria-labelledby="bc-settings-title">
      <div className="bc-settings__head">
        <h2 id="bc-settings-title">
          <Trans>Broadcast settings</Trans>
        </h2>
        <button type="button" className="bc-settings__close" onClick={onClose} aria-label={t`Close the settings`}>
          ×
        </button>
      </div>
      <form className="bc-settings__form" onSubmit={(event) => event.preventDefault()}>
        <Field label={<Trans>Game id</Trans>} hint={<Trans>Empty: the tour's current game</Trans>}>
          {(id) => (
            <NumberField
              id={id}
              name="gameId"
              min={1}
              value={params.gameId}
              allowEmpty
              onCommit={(gameId) => set({ gameId })}
            />
          )}
        </Field>
        <Field label={<Trans>Tour id</Trans>}>
          {(id) => (
            <NumberField
              id={id}
              name="tourId"
              min={1}
              max={999}
              value={params.tourId}
              onCommit={(tourId) => set({ tourId: normalizeTourId(tourId ?? params.tourId) })}
            />
          )}
        </Field>
        <Field label={<Trans>Rows per page</Trans>}>
          {(id) => (
            <NumberField
              id={id}
              name="rows"
              min={LIMITS.rowsPerPage.min}
              max={LIMITS.rowsPerPage.max}
              value={params.rowsPerPage}
              onCommit={(value) => set({ rowsPerPage: value ?? params.rowsPerPage })}
            />
          )}
        </Field>
        <Field label={<Trans>Seconds per page</Trans>}>
          {(id) => (
            <NumberField
              id={id}
              name="interval"
              min={LIMITS.intervalS.min}
              max={LIMITS.intervalS.max}
              value={params.intervalS}
              onCommit={(value) => set({ intervalS: value ?? params.intervalS })}
            />
          )}
        </Field>
        <Field
          label={<Trans>Delay behind live (seconds)</Trans>}
          hint={<Trans>Match a video feed that runs behind</Trans>}
        >
          {(id) => (
            <NumberField
              id={id}
              name="delay"
              min={LIMITS.delayS.min}
              max={LIMITS.delayS.max}
              value={params.delayS}
              onCommit={(value) => set({ delayS: value ?? params.delayS })}
            />
          )}
        </Field>
        <Field label={<Trans>Theme</Trans>}>
          {(id) => (
            <select
              id={id}
              name="theme"
              value={params.theme}
              onChange={(e) => set({ theme: e.target.value as BroadcastTheme })}
            >
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {themeNames[theme]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={<Trans>Language</Trans>}>
          {(id) => (
            <select
              id={id}
              name="lang"
              value={params.lang ?? ''}
              onChange={(e) => set({ lang: e.target.value === 'en' ? 'en' : e.target.value === 'ko' ? 'ko' : null })}
            >
              <option value="">{t`As last chosen on this screen`}</option>
              <option value="ko">한국어</option>
              <option value="en">English</option>
            </select>
          )}
        </Field>
        <fieldset className="bc-field bc-field--columns">
          <legend>
            <Trans>Columns</Trans>
          </legend>
          {COLUMNS.map((column) => (
            <label key={column} className="bc-check">
              <input
                type="checkbox"
                name="cols"
                value={column}
                checked={params.columns.includes(column)}
                disabled={column === 'player'}
                onChange={(e) =>
                  set({
                    columns: COLUMNS.filter((c) => (c === column ? e.target.checked : params.columns.includes(c))),
                  })
                }
              />
              {columnNames[column]}
            </label>
          ))}
        </fieldset>
        <Field label={<Trans>URL for the broadcast</Trans>}>
          {(id) => (
            <input
              id={id}
              ref={urlField}
              name="url"
              type="text"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
          )}
        </Field>
        <div className="bc-settings__actions">
          <button type="button" className="bc-btn bc-btn--primary" onClick={() => void copy()}>
            {copied ? <Trans>Copied</Trans> : <Trans>Copy URL</Trans>}
          </button>
          <button type="button" className="bc-btn" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
        <p className="bc-settings__hint">
          <Trans>Press S or ? to open these settings again. They never show on air unless opened.</Trans>
        </p>
      </form>
    </aside>
  )
}
