/** Decorative illustration of a hole (fairway, green, flag, ball flight); purely ornamental. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 480 380" overflow="visible" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-green" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#2bb27a" />
          <stop offset="100%" stopColor="#12804f" />
        </radialGradient>
      </defs>
      <g fill="none" stroke="#fff" strokeOpacity="0.12">
        <ellipse cx="330" cy="128" rx="150" ry="100" />
        <ellipse cx="330" cy="128" rx="190" ry="128" strokeDasharray="3 7" />
        <ellipse cx="330" cy="128" rx="232" ry="160" />
      </g>
      <path
        d="M40 380C80 300 150 250 240 220s150-60 190-110l40 40c-40 60-110 100-200 130S110 340 90 380Z"
        fill="#fff"
        fillOpacity="0.07"
      />
      <ellipse cx="330" cy="128" rx="104" ry="66" fill="url(#hero-green)" />
      <ellipse cx="330" cy="128" rx="104" ry="66" fill="none" stroke="#fff" strokeOpacity="0.25" />
      <path d="M226 172c14-20 42-24 58-12 10 8 2 22-16 26-18 5-48 4-42-14Z" fill="#eadcae" fillOpacity="0.92" />
      <ellipse cx="346" cy="132" rx="9" ry="3.4" fill="#042116" />
      <path d="M346 132V40" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M348 41l34 12-34 12Z" fill="#c9a54c" />
      <path
        d="M150 318C180 200 270 110 338 126"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="2"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <circle cx="148" cy="322" r="9" fill="#fff" />
      <ellipse cx="150" cy="334" rx="12" ry="3" fill="#000" fillOpacity="0.2" />
    </svg>
  )
}
