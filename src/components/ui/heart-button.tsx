import { Icon } from './icons'
import './heart-button.css'

interface HeartButtonProps {
  pressed: boolean
  onToggle: () => void
  /** What a screen reader hears, naming the player ("Add Kim Minjun to favourites"). */
  label: string
  /** Visible text beside the heart (the profile); without it the heart stands alone (cards). */
  text?: string
  className?: string
}

/** The favourites toggle: an outlined heart, filled when the player is a favourite. */
export function HeartButton({ pressed, onToggle, label, text, className }: HeartButtonProps) {
  return (
    <button
      type="button"
      className={['heart-button', text ? 'heart-button--text' : '', className ?? ''].join(' ').trim()}
      aria-pressed={pressed}
      aria-label={label}
      title={text ? undefined : label}
      onClick={onToggle}
    >
      <Icon name="welfare" fill={pressed ? 'currentColor' : 'none'} />
      {text ? <span aria-hidden="true">{text}</span> : null}
    </button>
  )
}
