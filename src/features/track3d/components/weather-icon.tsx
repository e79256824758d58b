import type { WeatherIcon as WeatherIconName } from '@domain/codes/weather'

/** Glyphs composed from a few shapes (sun, cloud, drops, flakes, bolt, lines), drawn in currentColor. */
const sun = (
  <g key="sun" className="wx-sun">
    <circle cx="12" cy="12" r="4.2" />
    {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
      <line key={a} x1="12" y1="3" x2="12" y2="5.2" transform={`rotate(${a} 12 12)`} />
    ))}
  </g>
)
const smallSun = (
  <g key="ssun" className="wx-sun" transform="translate(-3.5 -3.5) scale(0.75)">
    {sun.props.children}
  </g>
)
const cloud = (dark = false) => (
  <path
    key="cloud"
    className={dark ? 'wx-cloud wx-cloud--dark' : 'wx-cloud'}
    d="M7 18.5h10a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7.1 9.6 4.5 4.5 0 0 0 7 18.5Z"
  />
)
const drops = (n: number) => (
  <g key="drops" className="wx-drops">
    {Array.from({ length: n }, (_, i) => (
      <line key={i} x1={8 + i * 3.5} y1="20" x2={7 + i * 3.5} y2="22.5" />
    ))}
  </g>
)
const flakes = (n: number) => (
  <g key="flakes" className="wx-flakes">
    {Array.from({ length: n }, (_, i) => (
      <circle key={i} cx={8 + i * 3.5} cy="21.5" r="0.9" />
    ))}
  </g>
)
const bolt = <path key="bolt" className="wx-bolt" d="M12.5 14 10 19h3l-1.5 4 4-6h-3l1.5-3Z" />
const lines = (
  <g key="lines" className="wx-lines">
    <line x1="4" y1="9" x2="20" y2="9" />
    <line x1="2" y1="13" x2="18" y2="13" />
    <line x1="5" y1="17" x2="21" y2="17" />
  </g>
)
const wind = <path key="wind" className="wx-lines" d="M3 9h11a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M3 19h7" fill="none" />

const GLYPHS: Record<WeatherIconName, React.ReactNode[]> = {
  sun: [sun],
  'sun-cloud': [smallSun, cloud()],
  'cloud-sun': [smallSun, cloud()],
  cloud: [cloud()],
  overcast: [cloud(true)],
  haze: [smallSun, lines],
  fog: [lines],
  dust: [lines],
  drizzle: [cloud(), drops(2)],
  rain: [cloud(), drops(3)],
  'rain-heavy': [cloud(true), drops(4)],
  showers: [smallSun, cloud(), drops(2)],
  'sun-rain': [smallSun, cloud(), drops(2)],
  thunder: [cloud(true), bolt],
  'thunder-rain': [cloud(true), bolt, drops(2)],
  sleet: [cloud(), drops(1), flakes(2)],
  snow: [cloud(), flakes(3)],
  'snow-heavy': [cloud(true), flakes(4)],
  hail: [cloud(), flakes(3)],
  wind: [wind],
  typhoon: [wind, cloud(true)],
  unknown: [cloud()],
}

export function WeatherIcon({ icon }: { icon: WeatherIconName }) {
  return (
    <svg className="wx-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {GLYPHS[icon]}
    </svg>
  )
}
