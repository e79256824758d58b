import { ART_SIZE, artUrl, type ArtFormat, type ArtScene } from '../art/art-url'
import type { Named } from './media-facts'
import { ordinal } from './media-text'

export interface ImageFields {
  imageUrl: string
  imageWidth: number
  imageHeight: number
  altKo: string
  altEn: string
}

interface AltContext {
  player?: Named | undefined
  course?: { ko: string; en: string } | undefined
  hole?: number | undefined
}

/** What each drawn scene shows, in words, for readers who cannot see it. */
function altOf(scene: ArtScene, c: AltContext): { ko: string; en: string } {
  const p = c.player
  const hole = c.hole
  switch (scene) {
    case 'tee':
      return p
        ? {
            ko: `${p.ko} 선수가 ${hole ? `${hole}번 홀 ` : ''}티잉구역에서 드라이버 샷을 마치고 공의 궤적을 바라보는 모습`,
            en: `${p.en} holds his finish on the ${hole ? `${ordinal(hole)} ` : ''}tee as the ball climbs down the fairway`,
          }
        : { ko: '티잉구역에서 페어웨이로 날아가는 티샷', en: 'A tee shot flying down the fairway' }
    case 'approach':
      return {
        ko: `${p ? `${p.ko} 선수가 ` : ''}페어웨이에서 깃발이 꽂힌 그린을 향해 아이언 샷을 날리는 모습`,
        en: `${p ? `${p.en} fires an` : 'An'} iron approach from the fairway towards the flag on the green`,
      }
    case 'bunker':
      return {
        ko: `${p ? `${p.ko} 선수가 ` : ''}그린 옆 벙커에서 모래를 튀기며 공을 꺼내는 모습`,
        en: `${p ? `${p.en} splashes` : 'A player splashes'} the ball out of a greenside bunker in a spray of sand`,
      }
    case 'putt':
      return {
        ko: `${p ? `${p.ko} 선수가 ` : ''}${hole ? `${hole}번 홀 ` : ''}그린에서 홀컵을 향해 퍼트하는 모습, 뒤로 갤러리가 늘어서 있다`,
        en: `${p ? `${p.en} putts` : 'A putt rolls'} towards the cup on the ${hole ? `${ordinal(hole)} ` : ''}green, spectators lining the back`,
      }
    case 'gallery':
      return {
        ko: '로프 뒤에 늘어선 갤러리가 페어웨이를 걷는 선수를 지켜보는 모습',
        en: 'Spectators behind the gallery rope watch a player walk up the fairway',
      }
    case 'trophy':
      return {
        ko: `${p ? `${p.ko} 선수가 ` : ''}시상대에서 트로피를 머리 위로 들어 올리고 꽃가루가 흩날리는 모습`,
        en: `${p ? `${p.en} lifts` : 'The champion lifts'} the trophy above his head on the presentation stage as confetti falls`,
      }
    case 'course':
      return {
        ko: `${c.course ? `${c.course.ko}의 ` : ''}호수와 나무 사이로 이어진 페어웨이와 깃발이 꽂힌 그린 전경`,
        en: `${c.course ? `${c.course.en}: ` : ''}a fairway winding between a lake and trees to a flagged green`,
      }
    case 'portrait':
      return {
        ko: `모자를 쓴 ${p ? `${p.ko} 선수의` : '선수의'} 상반신 실루엣`,
        en: `A silhouette portrait of ${p ? p.en : 'a player'} in his cap`,
      }
    case 'clubhouse':
      return {
        ko: '깃발이 걸린 클럽하우스와 그 앞으로 난 길',
        en: 'A clubhouse with its flag flying and the path leading up to it',
      }
    case 'scoreboard':
      return { ko: '갤러리 앞에 선 대형 리더보드', en: 'A big leaderboard standing above the crowd' }
  }
}

export function image(
  scene: ArtScene,
  tourId: number,
  seed: number,
  c: AltContext = {},
  format: ArtFormat = 'photo',
): ImageFields {
  const alt = altOf(scene, c)
  const { width, height } = ART_SIZE[format]
  return {
    imageUrl: artUrl({ scene, tourId, seed, format }),
    imageWidth: width,
    imageHeight: height,
    altKo: alt.ko,
    altEn: alt.en,
  }
}
