/**
 * The country table (docs/requirements/tours-and-records.md#tr-19: keyed by 3-letter code with id, Korean name, English
 * name, flag), the nationality list of sign-up (~60 countries) and of player profiles. Codes are the ones golf tours
 * use (mostly IOC: RSA, PHI, MAS, INA, SUI, NED, DEN, GER), and Spain is 'SPN' as in the association's table. Ids are
 * ours and permanent: append new countries, never renumber.
 */

export interface Country {
  /** Null only for the generic entry of an unknown code. */
  id: number | null
  code: string
  /** ISO 3166 alpha-2 ('KR'), or a UK nation as 'GB-ENG', for flag images; null when unknown. */
  iso: string | null
  ko: string
  en: string
  flag: string
}

/** The flag emoji of an ISO code: regional indicators for 'KR', a tag sequence for 'GB-ENG'. */
export function flagEmoji(iso: string): string {
  const upper = iso.toUpperCase()
  if (/^[A-Z]{2}$/.test(upper)) return String.fromCodePoint(...[...upper].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
  const tags = [...upper.replace('-', '').toLowerCase()].map((c) => 0xe0000 + c.charCodeAt(0))
  return String.fromCodePoint(0x1f3f4, ...tags, 0xe007f)
}

const c = (id: number, code: string, iso: string, ko: string, en: string, flag = flagEmoji(iso)): Country => ({
  id,
  code,
  iso,
  ko,
  en,
  flag,
})

export const COUNTRIES: readonly Country[] = [
  c(1, 'KOR', 'KR', '대한민국', 'Korea'),
  c(2, 'JPN', 'JP', '일본', 'Japan'),
  c(3, 'USA', 'US', '미국', 'United States'),
  c(4, 'AUS', 'AU', '호주', 'Australia'),
  c(5, 'THA', 'TH', '태국', 'Thailand'),
  c(6, 'CHN', 'CN', '중국', 'China'),
  c(7, 'TPE', 'TW', '대만', 'Chinese Taipei'),
  c(8, 'NZL', 'NZ', '뉴질랜드', 'New Zealand'),
  c(9, 'CAN', 'CA', '캐나다', 'Canada'),
  c(10, 'ENG', 'GB-ENG', '잉글랜드', 'England'),
  c(11, 'SCO', 'GB-SCT', '스코틀랜드', 'Scotland'),
  c(12, 'IRL', 'IE', '아일랜드', 'Ireland'),
  // Northern Ireland has no flag emoji of its own: it shows the United Kingdom's.
  c(13, 'NIR', 'GB-NIR', '북아일랜드', 'Northern Ireland', flagEmoji('GB')),
  c(14, 'WAL', 'GB-WLS', '웨일스', 'Wales'),
  c(15, 'RSA', 'ZA', '남아프리카공화국', 'South Africa'),
  c(16, 'IND', 'IN', '인도', 'India'),
  c(17, 'PHI', 'PH', '필리핀', 'Philippines'),
  c(18, 'MAS', 'MY', '말레이시아', 'Malaysia'),
  c(19, 'INA', 'ID', '인도네시아', 'Indonesia'),
  c(20, 'SIN', 'SG', '싱가포르', 'Singapore'),
  c(21, 'VIE', 'VN', '베트남', 'Vietnam'),
  c(22, 'SPN', 'ES', '스페인', 'Spain'),
  c(23, 'FRA', 'FR', '프랑스', 'France'),
  c(24, 'GER', 'DE', '독일', 'Germany'),
  c(25, 'ITA', 'IT', '이탈리아', 'Italy'),
  c(26, 'SWE', 'SE', '스웨덴', 'Sweden'),
  c(27, 'NOR', 'NO', '노르웨이', 'Norway'),
  c(28, 'DEN', 'DK', '덴마크', 'Denmark'),
  c(29, 'FIN', 'FI', '핀란드', 'Finland'),
  c(30, 'NED', 'NL', '네덜란드', 'Netherlands'),
  c(31, 'BEL', 'BE', '벨기에', 'Belgium'),
  c(32, 'AUT', 'AT', '오스트리아', 'Austria'),
  c(33, 'SUI', 'CH', '스위스', 'Switzerland'),
  c(34, 'ARG', 'AR', '아르헨티나', 'Argentina'),
  c(35, 'BRA', 'BR', '브라질', 'Brazil'),
  c(36, 'CHI', 'CL', '칠레', 'Chile'),
  c(37, 'COL', 'CO', '콜롬비아', 'Colombia'),
  c(38, 'MEX', 'MX', '멕시코', 'Mexico'),
  c(39, 'PAR', 'PY', '파라과이', 'Paraguay'),
  c(40, 'VEN', 'VE', '베네수엘라', 'Venezuela'),
  c(41, 'ZIM', 'ZW', '짐바브웨', 'Zimbabwe'),
  c(42, 'FIJ', 'FJ', '피지', 'Fiji'),
  c(43, 'HKG', 'HK', '홍콩', 'Hong Kong'),
  c(44, 'MGL', 'MN', '몽골', 'Mongolia'),
  c(45, 'UZB', 'UZ', '우즈베키스탄', 'Uzbekistan'),
  c(46, 'KAZ', 'KZ', '카자흐스탄', 'Kazakhstan'),
  c(47, 'GBR', 'GB', '영국', 'Great Britain'),
  c(48, 'POR', 'PT', '포르투갈', 'Portugal'),
  c(49, 'POL', 'PL', '폴란드', 'Poland'),
  c(50, 'CZE', 'CZ', '체코', 'Czech Republic'),
  c(51, 'RUS', 'RU', '러시아', 'Russia'),
  c(52, 'MAC', 'MO', '마카오', 'Macau'),
  c(53, 'MYA', 'MM', '미얀마', 'Myanmar'),
  c(54, 'CAM', 'KH', '캄보디아', 'Cambodia'),
  c(55, 'LAO', 'LA', '라오스', 'Laos'),
  c(56, 'SRI', 'LK', '스리랑카', 'Sri Lanka'),
  c(57, 'BAN', 'BD', '방글라데시', 'Bangladesh'),
  c(58, 'PAK', 'PK', '파키스탄', 'Pakistan'),
  c(59, 'NEP', 'NP', '네팔', 'Nepal'),
  c(60, 'UAE', 'AE', '아랍에미리트', 'United Arab Emirates'),
  c(61, 'QAT', 'QA', '카타르', 'Qatar'),
  c(62, 'KSA', 'SA', '사우디아라비아', 'Saudi Arabia'),
  c(63, 'TUR', 'TR', '튀르키예', 'Türkiye'),
  c(64, 'URU', 'UY', '우루과이', 'Uruguay'),
  c(65, 'PER', 'PE', '페루', 'Peru'),
  c(66, 'PUR', 'PR', '푸에르토리코', 'Puerto Rico'),
  c(67, 'BRU', 'BN', '브루나이', 'Brunei'),
  c(68, 'GUM', 'GU', '괌', 'Guam'),
  c(69, 'PNG', 'PG', '파푸아뉴기니', 'Papua New Guinea'),
  c(70, 'NAM', 'NA', '나미비아', 'Namibia'),
  c(71, 'KEN', 'KE', '케냐', 'Kenya'),
]
