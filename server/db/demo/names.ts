import type { Rng } from './rng'

/** A name in Hangul and in roman letters. */
export interface NamePart {
  ko: string
  en: string
}

export interface PersonName {
  nameKo: string
  firstNameEn: string
  lastNameEn: string
}

// Family names with rough shares of the population (per mille) and their usual romanisation.
const FAMILY: ReadonlyArray<[ko: string, en: string, weight: number]> = [
  ['김', 'Kim', 215],
  ['이', 'Lee', 147],
  ['박', 'Park', 84],
  ['최', 'Choi', 47],
  ['정', 'Jung', 43],
  ['강', 'Kang', 24],
  ['조', 'Cho', 21],
  ['윤', 'Yoon', 21],
  ['장', 'Jang', 20],
  ['임', 'Lim', 17],
  ['한', 'Han', 15],
  ['오', 'Oh', 15],
  ['서', 'Seo', 14],
  ['신', 'Shin', 14],
  ['권', 'Kwon', 14],
  ['황', 'Hwang', 14],
  ['안', 'Ahn', 13],
  ['송', 'Song', 13],
  ['류', 'Ryu', 11],
  ['전', 'Jeon', 11],
  ['홍', 'Hong', 11],
  ['고', 'Ko', 9],
  ['문', 'Moon', 9],
  ['양', 'Yang', 9],
  ['손', 'Son', 9],
  ['배', 'Bae', 8],
  ['백', 'Baek', 8],
  ['허', 'Heo', 7],
  ['유', 'Yoo', 7],
  ['남', 'Nam', 6],
  ['심', 'Shim', 5],
  ['노', 'Noh', 5],
  ['하', 'Ha', 5],
  ['곽', 'Kwak', 4],
  ['성', 'Sung', 4],
  ['차', 'Cha', 4],
  ['주', 'Joo', 4],
  ['우', 'Woo', 4],
  ['구', 'Koo', 4],
  ['민', 'Min', 3],
  ['진', 'Jin', 3],
  ['나', 'Na', 3],
  ['엄', 'Eom', 3],
  ['채', 'Chae', 2],
  ['변', 'Byun', 2],
]

// Given names popular for men born since about 1985.
const GIVEN_MODERN: ReadonlyArray<[string, string]> = [
  ['민준', 'Minjun'],
  ['서준', 'Seojun'],
  ['도윤', 'Doyun'],
  ['예준', 'Yejun'],
  ['시우', 'Siwoo'],
  ['하준', 'Hajun'],
  ['주원', 'Juwon'],
  ['지호', 'Jiho'],
  ['지후', 'Jihu'],
  ['준서', 'Junseo'],
  ['준우', 'Junwoo'],
  ['현우', 'Hyunwoo'],
  ['도현', 'Dohyun'],
  ['지훈', 'Jihoon'],
  ['건우', 'Gunwoo'],
  ['우진', 'Woojin'],
  ['선우', 'Sunwoo'],
  ['서진', 'Seojin'],
  ['민재', 'Minjae'],
  ['현준', 'Hyunjun'],
  ['연우', 'Yeonwoo'],
  ['유준', 'Yujun'],
  ['정우', 'Jungwoo'],
  ['승우', 'Seungwoo'],
  ['승현', 'Seunghyun'],
  ['준혁', 'Junhyuk'],
  ['은우', 'Eunwoo'],
  ['지환', 'Jihwan'],
  ['승민', 'Seungmin'],
  ['지우', 'Jiwoo'],
  ['유찬', 'Yuchan'],
  ['민성', 'Minsung'],
  ['준영', 'Junyoung'],
  ['진우', 'Jinwoo'],
  ['수현', 'Soohyun'],
  ['재윤', 'Jaeyoon'],
  ['동현', 'Donghyun'],
  ['태윤', 'Taeyoon'],
  ['재원', 'Jaewon'],
  ['민우', 'Minwoo'],
  ['재민', 'Jaemin'],
  ['한결', 'Hangyeol'],
  ['윤호', 'Yoonho'],
  ['민규', 'Mingyu'],
  ['성민', 'Sungmin'],
  ['상현', 'Sanghyun'],
  ['태민', 'Taemin'],
  ['성훈', 'Sunghoon'],
  ['재훈', 'Jaehoon'],
  ['상우', 'Sangwoo'],
  ['태훈', 'Taehoon'],
  ['찬민', 'Chanmin'],
  ['용준', 'Yongjun'],
  ['창우', 'Changwoo'],
  ['형준', 'Hyungjun'],
  ['성재', 'Sungjae'],
  ['경태', 'Kyungtae'],
  ['승혁', 'Seunghyuk'],
  ['주형', 'Joohyung'],
  ['대현', 'Daehyun'],
  ['정민', 'Jungmin'],
  ['민혁', 'Minhyuk'],
  ['준석', 'Junseok'],
  ['규민', 'Gyumin'],
  ['시환', 'Sihwan'],
  ['태경', 'Taekyung'],
  ['도훈', 'Dohoon'],
  ['현석', 'Hyunseok'],
  ['영빈', 'Youngbin'],
  ['재혁', 'Jaehyuk'],
  ['윤성', 'Yoonsung'],
  ['기현', 'Kihyun'],
]

// Given names common for men born before about 1980 (the champions-tour generation).
const GIVEN_CLASSIC: ReadonlyArray<[string, string]> = [
  ['영호', 'Youngho'],
  ['상철', 'Sangchul'],
  ['광수', 'Kwangsoo'],
  ['명수', 'Myungsoo'],
  ['정호', 'Jungho'],
  ['용호', 'Yongho'],
  ['성호', 'Sungho'],
  ['병철', 'Byungchul'],
  ['재호', 'Jaeho'],
  ['동진', 'Dongjin'],
  ['문수', 'Moonsoo'],
  ['기철', 'Kichul'],
  ['영식', 'Youngsik'],
  ['석호', 'Seokho'],
  ['종덕', 'Jongduk'],
  ['영수', 'Youngsoo'],
  ['창호', 'Changho'],
  ['경수', 'Kyungsoo'],
  ['상문', 'Sangmoon'],
  ['태희', 'Taehee'],
  ['기상', 'Kisang'],
  ['병훈', 'Byunghoon'],
  ['경훈', 'Kyunghoon'],
  ['동욱', 'Donguk'],
  ['영훈', 'Younghoon'],
  ['상진', 'Sangjin'],
  ['형근', 'Hyungkeun'],
  ['만석', 'Mansuk'],
  ['봉수', 'Bongsoo'],
  ['정길', 'Junggil'],
  ['춘식', 'Chunsik'],
  ['인호', 'Inho'],
  ['대식', 'Daesik'],
  ['종훈', 'Jonghoon'],
  ['희철', 'Heechul'],
  ['진호', 'Jinho'],
]

// Foreign players: given and family names with the Korean spelling the tour's media would use.
const FOREIGN: Readonly<
  Record<
    string,
    { given: ReadonlyArray<[string, string]>; family: ReadonlyArray<[string, string]>; familyFirst: boolean }
  >
> = {
  JPN: {
    given: [
      ['히로시', 'Hiroshi'],
      ['다쿠미', 'Takumi'],
      ['료', 'Ryo'],
      ['유토', 'Yuto'],
      ['겐타', 'Kenta'],
      ['다이키', 'Daiki'],
      ['쇼타', 'Shota'],
      ['하루토', 'Haruto'],
      ['소타', 'Sota'],
      ['유키', 'Yuki'],
    ],
    family: [
      ['다나카', 'Tanaka'],
      ['스즈키', 'Suzuki'],
      ['사토', 'Sato'],
      ['다카하시', 'Takahashi'],
      ['이토', 'Ito'],
      ['와타나베', 'Watanabe'],
      ['야마모토', 'Yamamoto'],
      ['나카무라', 'Nakamura'],
      ['고바야시', 'Kobayashi'],
      ['가토', 'Kato'],
    ],
    familyFirst: false,
  },
  ENGLISH: {
    given: [
      ['제임스', 'James'],
      ['잭', 'Jack'],
      ['루카스', 'Lucas'],
      ['라이언', 'Ryan'],
      ['대니얼', 'Daniel'],
      ['매슈', 'Matthew'],
      ['스콧', 'Scott'],
      ['애덤', 'Adam'],
      ['브래드', 'Brad'],
      ['마이클', 'Michael'],
      ['샘', 'Sam'],
      ['톰', 'Tom'],
      ['코너', 'Connor'],
      ['이선', 'Ethan'],
    ],
    family: [
      ['스미스', 'Smith'],
      ['워커', 'Walker'],
      ['휴스', 'Hughes'],
      ['캠벨', 'Campbell'],
      ['윌슨', 'Wilson'],
      ['테일러', 'Taylor'],
      ['브라운', 'Brown'],
      ['머리', 'Murray'],
      ['베넷', 'Bennett'],
      ['파커', 'Parker'],
      ['피셔', 'Fisher'],
      ['쿠퍼', 'Cooper'],
    ],
    familyFirst: false,
  },
  THA: {
    given: [
      ['솜차이', 'Somchai'],
      ['파차라', 'Phachara'],
      ['수라딧', 'Suradit'],
      ['낫타폰', 'Nattapon'],
      ['키티퐁', 'Kittipong'],
      ['사란', 'Saran'],
    ],
    family: [
      ['웡사', 'Wongsa'],
      ['통차이', 'Thongchai'],
      ['분마', 'Boonma'],
      ['차이야', 'Chaiya'],
      ['시리퐁', 'Siripong'],
      ['캄폰', 'Kamphon'],
    ],
    familyFirst: false,
  },
  PHI: {
    given: [
      ['후안', 'Juan'],
      ['카를로스', 'Carlos'],
      ['안젤로', 'Angelo'],
      ['미겔', 'Miguel'],
      ['라파엘', 'Rafael'],
    ],
    family: [
      ['산토스', 'Santos'],
      ['레예스', 'Reyes'],
      ['크루스', 'Cruz'],
      ['가르시아', 'Garcia'],
      ['멘도사', 'Mendoza'],
    ],
    familyFirst: false,
  },
  TPE: {
    given: [
      ['웨이룬', 'Wei-lun'],
      ['위천', 'Yu-chen'],
      ['쯔밍', 'Tze-ming'],
      ['청쭝', 'Cheng-tsung'],
      ['슈안', 'Hsuan'],
    ],
    family: [
      ['린', 'Lin'],
      ['천', 'Chen'],
      ['황', 'Huang'],
      ['왕', 'Wang'],
      ['차이', 'Tsai'],
    ],
    familyFirst: true,
  },
  CHN: {
    given: [
      ['하오', 'Hao'],
      ['웨이', 'Wei'],
      ['레이', 'Lei'],
      ['쯔하오', 'Zihao'],
      ['위에', 'Yue'],
    ],
    family: [
      ['리', 'Li'],
      ['장', 'Zhang'],
      ['왕', 'Wang'],
      ['류', 'Liu'],
      ['자오', 'Zhao'],
    ],
    familyFirst: true,
  },
}

const ENGLISH_SPEAKING = new Set(['AUS', 'USA', 'NZL', 'CAN', 'ENG', 'RSA'])

function pickFamily(rng: Rng): NamePart {
  const [ko, en] = rng.weighted(
    FAMILY,
    FAMILY.map((f) => f[2]),
  )
  return { ko, en }
}

/** A Korean man's name; `classic` for the older generation. Romanised as first 'Minjun', last 'Kim'. */
export function koreanName(rng: Rng, classic: boolean): PersonName {
  const family = pickFamily(rng)
  const [ko, en] = rng.pick(classic ? GIVEN_CLASSIC : GIVEN_MODERN)
  return { nameKo: `${family.ko}${ko}`, firstNameEn: en, lastNameEn: family.en }
}

/**
 * A name fitting a nationality. Players from English-speaking countries are often of Korean descent
 * on this tour (Korean name, roman given name first as at home).
 */
export function nameForCountry(rng: Rng, country: string, classic: boolean): PersonName {
  if (country === 'KOR') return koreanName(rng, classic)
  if (ENGLISH_SPEAKING.has(country) && rng.chance(0.45)) return koreanName(rng, classic)
  const table = FOREIGN[ENGLISH_SPEAKING.has(country) ? 'ENGLISH' : country] ?? FOREIGN.ENGLISH
  if (!table) throw new Error('no name table')
  const [givenKo, givenEn] = rng.pick(table.given)
  const [familyKo, familyEn] = rng.pick(table.family)
  const nameKo = table.familyFirst ? `${familyKo}${givenKo}` : `${givenKo} ${familyKo}`
  return { nameKo, firstNameEn: givenEn, lastNameEn: familyEn }
}

export const HOMETOWNS: Readonly<Record<string, ReadonlyArray<[string, string]>>> = {
  KOR: [
    ['서울', 'Seoul'],
    ['부산', 'Busan'],
    ['대구', 'Daegu'],
    ['인천', 'Incheon'],
    ['광주', 'Gwangju'],
    ['대전', 'Daejeon'],
    ['울산', 'Ulsan'],
    ['수원', 'Suwon'],
    ['제주', 'Jeju'],
    ['춘천', 'Chuncheon'],
    ['청주', 'Cheongju'],
    ['전주', 'Jeonju'],
    ['포항', 'Pohang'],
    ['창원', 'Changwon'],
    ['천안', 'Cheonan'],
    ['용인', 'Yongin'],
    ['성남', 'Seongnam'],
    ['고양', 'Goyang'],
    ['김해', 'Gimhae'],
    ['원주', 'Wonju'],
    ['여수', 'Yeosu'],
    ['강릉', 'Gangneung'],
  ],
  JPN: [
    ['도쿄', 'Tokyo'],
    ['오사카', 'Osaka'],
    ['후쿠오카', 'Fukuoka'],
    ['나고야', 'Nagoya'],
  ],
  AUS: [
    ['시드니', 'Sydney'],
    ['퍼스', 'Perth'],
    ['브리즈번', 'Brisbane'],
    ['멜버른', 'Melbourne'],
  ],
  USA: [
    ['로스앤젤레스', 'Los Angeles'],
    ['댈러스', 'Dallas'],
    ['애틀랜타', 'Atlanta'],
    ['시애틀', 'Seattle'],
  ],
  THA: [
    ['방콕', 'Bangkok'],
    ['치앙마이', 'Chiang Mai'],
  ],
  NZL: [
    ['오클랜드', 'Auckland'],
    ['크라이스트처치', 'Christchurch'],
  ],
  CAN: [
    ['밴쿠버', 'Vancouver'],
    ['토론토', 'Toronto'],
  ],
  PHI: [
    ['마닐라', 'Manila'],
    ['세부', 'Cebu'],
  ],
  TPE: [
    ['타이베이', 'Taipei'],
    ['가오슝', 'Kaohsiung'],
  ],
  CHN: [
    ['베이징', 'Beijing'],
    ['상하이', 'Shanghai'],
  ],
  ENG: [
    ['런던', 'London'],
    ['맨체스터', 'Manchester'],
  ],
  RSA: [
    ['요하네스버그', 'Johannesburg'],
    ['케이프타운', 'Cape Town'],
  ],
}

// Invented companies and brands: no real sponsor is named in demo data.
export const SPONSORS = [
  '한울건설',
  '다온금융그룹',
  '새봄제약',
  '누리텔레콤',
  '한빛전자',
  '미래에너지',
  '가람식품',
  '보람생명',
  '동해해운',
  '청솔증권',
  '솔빛자동차',
  '하늘항공',
  '온누리화학',
  '바른은행',
  '푸른숲리조트',
] as const
export const BALLS = ['누리 투어 X', '아펙스 프로', '솔라 소프트', '케스트럴 TS', '서밋 투어'] as const
