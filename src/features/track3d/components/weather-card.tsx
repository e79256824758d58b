import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { GameWeatherDto } from '@contract/game-weather'
import { weatherDisplay, windArrowBearing, windPointName } from '../weather-display'
import { WeatherIcon } from './weather-icon'
import './weather-card.css'

/** The latest reading: icon, description, temperature, and the wind as an arrow with speed and direction. */
export function WeatherCard({ weather }: { weather: UseQueryResult<GameWeatherDto> }) {
  const { t, i18n } = useLingui()
  const reading = weather.data?.latest
  if (!reading) return null
  const shown = weatherDisplay(reading.code)
  const description = i18n._(shown.description)
  const temperature = reading.temperatureC.toFixed(1)
  const speed = reading.windSpeedMs.toFixed(1)
  const from = i18n._(windPointName(reading.windDirection))
  const time = reading.time
  return (
    <section className="t3d-panel t3d-weather" aria-label={t`Weather`}>
      <WeatherIcon icon={shown.icon} />
      <div className="t3d-weather__main">
        <span className="t3d-weather__temp">{t`${temperature}°C`}</span>
        <span className="t3d-weather__desc">{description}</span>
      </div>
      <div className="t3d-weather__wind" title={t`Wind from the ${from}`}>
        <svg
          viewBox="0 0 32 32"
          className="t3d-weather__arrow"
          aria-hidden="true"
          style={{ transform: `rotate(${windArrowBearing(reading.windDirection)}deg)` }}
        >
          <circle cx="16" cy="16" r="15" />
          <path d="M16 5l6 10h-4v12h-4V15h-4z" />
        </svg>
        <span>
          <strong>{t`${speed} m/s`}</strong>
          <small>{t`from the ${from}`}</small>
        </span>
      </div>
      <span className="t3d-weather__time">{t`Observed ${time}`}</span>
    </section>
  )
}
