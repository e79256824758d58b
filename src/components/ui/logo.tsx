interface LogoProps {
  /** Light artwork for dark backgrounds (footer, broadcast frame). */
  inverse?: boolean
  className?: string
}

/** The association's logo from public/; the wordmark is the brand name, so it is not translated. */
export function Logo({ inverse = false, className }: LogoProps) {
  return (
    <img
      className={className}
      src={inverse ? '/logo-inverse.svg' : '/logo.svg'}
      alt="FAIRWAY"
      width={160}
      height={45}
      decoding="async"
    />
  )
}
