/**
 * Weather codes '00'-'22' of the tournament weather feed, each mapped to an icon and a description
 * (docs/requirements/live-scoring.md#ls-24: "weather codes 00-22 map to an icon and description"). The requirements do
 * not list the codes; ours run from clear to typhoon in the order a Korean forecast reports them: sky cover, then
 * obscuration, rain, thunder, snow and ice, wind.
 */

export type WeatherIcon =
  | 'sun'
  | 'sun-cloud'
  | 'cloud-sun'
  | 'cloud'
  | 'overcast'
  | 'haze'
  | 'fog'
  | 'dust'
  | 'drizzle'
  | 'rain'
  | 'rain-heavy'
  | 'showers'
  | 'sun-rain'
  | 'thunder'
  | 'thunder-rain'
  | 'sleet'
  | 'snow'
  | 'snow-heavy'
  | 'hail'
  | 'wind'
  | 'typhoon'
  | 'unknown'

export interface Weather {
  /** Two digits, as the feed sends it. */
  code: string
  icon: WeatherIcon
  ko: string
  en: string
}

const w = (code: string, icon: WeatherIcon, ko: string, en: string): Weather => ({ code, icon, ko, en })

export const WEATHER_CODES: readonly Weather[] = [
  w('00', 'sun', '맑음', 'Clear'),
  w('01', 'sun-cloud', '구름 조금', 'Mostly clear'),
  w('02', 'cloud-sun', '구름 많음', 'Partly cloudy'),
  w('03', 'cloud', '대체로 흐림', 'Mostly cloudy'),
  w('04', 'overcast', '흐림', 'Overcast'),
  w('05', 'haze', '박무', 'Haze'),
  w('06', 'fog', '안개', 'Fog'),
  w('07', 'dust', '황사', 'Yellow dust'),
  w('08', 'drizzle', '이슬비', 'Drizzle'),
  w('09', 'rain', '약한 비', 'Light rain'),
  w('10', 'rain', '비', 'Rain'),
  w('11', 'rain-heavy', '강한 비', 'Heavy rain'),
  w('12', 'showers', '소나기', 'Showers'),
  w('13', 'sun-rain', '맑은 뒤 비', 'Sun then rain'),
  w('14', 'thunder', '낙뢰', 'Lightning'),
  w('15', 'thunder-rain', '뇌우', 'Thunderstorm'),
  w('16', 'sleet', '진눈깨비', 'Sleet'),
  w('17', 'snow', '약한 눈', 'Light snow'),
  w('18', 'snow', '눈', 'Snow'),
  w('19', 'snow-heavy', '폭설', 'Heavy snow'),
  w('20', 'hail', '우박', 'Hail'),
  w('21', 'wind', '강풍', 'Strong wind'),
  w('22', 'typhoon', '태풍', 'Typhoon'),
]

const byCode = new Map(WEATHER_CODES.map((x) => [x.code, x]))

/** The weather of a code; '7', 7 and '07' are the same code. Unknown codes get a neutral icon. */
export function weather(raw: unknown): Weather {
  const text = raw === null || raw === undefined ? '' : String(raw).trim()
  const code = /^\d$/.test(text) ? `0${text}` : text
  return byCode.get(code) ?? { code, icon: 'unknown', ko: '정보 없음', en: 'Not available' }
}
