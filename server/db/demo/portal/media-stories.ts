import type { DemoData } from '../dataset'
import { addDays, seoulInstant, yearOf } from '@domain/time'
import type { Named, TournamentFacts } from './media-facts'
import { image } from './media-image'
import type { Draft } from './media-news'
import { legendStory } from './media-story-legend'
import { CREDIT, enWord, wonEn, wonKo } from './media-text'

const story = (
  today: string,
  daysAgo: number,
  d: Omit<Draft, 'kind' | 'tourId' | 'publishedAt' | 'creditKo' | 'creditEn'>,
): Draft => ({
  kind: 'story',
  tourId: null,
  publishedAt: seoulInstant(addDays(today, -daysAgo), '09:00'),
  creditKo: CREDIT.ko,
  creditEn: CREDIT.en,
  ...d,
})

const join = (...blocks: Array<string | false | null>) => blocks.filter((b): b is string => !!b).join('\n\n')

function makingOf(f: TournamentFacts, today: string): Draft {
  const { t, course } = f
  const venue = course ? { ko: course.nameKo, en: course.nameEn } : { ko: '대회 코스', en: 'the course' }
  const field = f.field || t.fieldSize || 0
  return story(today, 4, {
    gameId: t.id,
    titleKo: `대회가 만들어지는 일주일: ${t.nameKo}의 뒤편`,
    titleEn: `The week a tournament is built: behind the scenes of the ${t.nameEn}`,
    summaryKo: `첫 티샷이 날아가기 전, ${venue.ko}에서는 이미 일주일째 대회가 진행되고 있었다. 코스 세팅부터 시상식까지, 대회를 만드는 사람들을 따라가 봤다.`,
    summaryEn: `Long before the first tee shot, the tournament had been under way at ${venue.en} for a week. We followed the people who build it, from the course set-up to the prize-giving.`,
    bodyKo: join(
      `개막 사흘 전 아침 6시, ${venue.ko}의 코스관리팀은 해가 뜨기 전부터 그린을 깎고 있었다. ${t.nameKo}에 출전하는 ${field}명의 선수가 밟을 코스는 이번 주 내내 조금씩 대회의 모습으로 바뀌어 간다.`,
      `## 개막 사흘 전: 코스가 모양을 갖추다`,
      `경기위원회는 그린 스피드와 러프 길이를 정하고 라운드마다 달라질 핀 위치를 고른다. ${course ? `파${course.par}, ${course.yards.toLocaleString('ko-KR')}야드의 코스는 ` : ''}선수들의 기량을 시험하되 공정해야 한다는 것이 원칙이다.`,
      `> 좋은 세팅은 눈에 띄지 않습니다. 선수들이 코스가 아니라 자기 샷에 대해 이야기할 때, 우리는 일을 제대로 한 겁니다.`,
      `## 연습 라운드`,
      `선수들은 연습 라운드에서 그린의 경사를 메모하고 캐디와 공략을 맞춘다. 같은 시각 대회 본부에서는 ${t.rounds}라운드 동안 쓰일 조 편성과 티타임이 확정된다. 1·2라운드는 오전 7시부터 1번과 10번 홀에서 동시에 출발한다.`,
      `## 첫날: 첫 티샷`,
      `대회 첫날, 각 조에는 기록원이 따라붙는다. 홀마다 입력된 스코어는 곧바로 리더보드에 반영되고, 팬들은 경기장 밖에서도 같은 순간을 본다. ${t.cutAfterRound ? `${t.cutAfterRound}라운드가 끝나면 상위 ${t.cutTop}위까지만 주말 경기에 나선다.` : ''}`,
      `## 마지막 날: 트로피`,
      `마지막 퍼트가 떨어지면 18번 홀 옆 특설무대에서 시상식이 열린다. 총상금 ${wonKo(t.purseWon ?? 0)}의 주인공이 가려지는 순간이지만, 코스관리팀은 이미 다음 대회를 위한 일정표를 보고 있다.`,
    ),
    bodyEn: join(
      `At six in the morning, three days before the start, the greenkeepers at ${venue.en} were mowing greens before sunrise. Over the week, the course the ${field} players of the ${t.nameEn} will walk turns, bit by bit, into a tournament course.`,
      `## Three days out: the course takes shape`,
      `The rules committee sets the green speed and the height of the rough and picks the hole positions for each round. ${course ? `A par ${course.par} of ${course.yards.toLocaleString('en-US')} yards, the course ` : 'The course '}must test the players and still be fair.`,
      `> A good set-up is one nobody notices. When the players talk about their shots and not about the course, we have done our job.`,
      `## Practice rounds`,
      `In practice rounds the players chart the slopes of the greens and agree a plan with their caddies. At tournament headquarters the groups and tee times for the ${enWord(t.rounds)} rounds are fixed: rounds 1 and 2 start at 07:00 from the 1st and 10th tees at once.`,
      `## Day one: the first tee`,
      `From the first day a scorer walks with every group. Each hole's score reaches the leaderboard at once, and fans away from the course see the same moment. ${t.cutAfterRound ? `After round ${t.cutAfterRound}, only the top ${t.cutTop} and ties play the weekend.` : ''}`,
      `## The final day: the trophy`,
      `When the last putt drops, the prize-giving begins on the stage beside the 18th. A purse of ${wonEn(t.purseWon ?? 0)} finds its owners, while the greenkeepers are already looking at the schedule for the next event.`,
    ),
    ...image('course', t.tourId, t.id * 100 + 70, { course: venue }),
  })
}

function scoring(today: string): Draft {
  return story(today, 33, {
    titleKo: '한 타가 리더보드에 오르기까지',
    titleEn: 'How a stroke reaches the leaderboard',
    summaryKo:
      '선수가 홀아웃한 순간부터 팬의 화면에 숫자가 바뀌기까지. 실시간 리더보드를 움직이는 사람들과 규칙을 소개한다.',
    summaryEn:
      'From the moment a player holes out to the number changing on a fan’s screen: the people and the rules behind the live leaderboard.',
    bodyKo: join(
      '대회 기간 동안 코스에는 선수보다 한 걸음 뒤에서 걷는 사람들이 있다. 각 조의 기록원이다.',
      '## 한 곳으로 들어오는 스코어',
      '기록원이 홀마다 입력한 타수는 한 곳으로 모인다. 같은 스코어가 두 번 들어와도 한 번만 반영되고, 정정은 기록이 남는다. 리더보드는 그때마다 다시 계산되어 버전 번호와 함께 저장된다.',
      '> 숫자 하나가 틀리면 순위 전체가 틀립니다. 그래서 모든 스코어는 하나의 문으로만 들어옵니다.',
      '## 공동 순위와 별표',
      '같은 타수의 선수들은 같은 순위를 나눠 갖고, 순위 앞에 T가 붙는다. 10번 홀에서 출발한 선수는 진행 홀 수 옆에 별표가 붙어 팬들이 혼동하지 않도록 한다.',
      '## 3분의 약속',
      '경기장 밖의 팬에게는 바뀐 부분만 실시간으로 전달되고, 연결이 끊겨도 3분마다 최신 스코어를 다시 확인한다. 화면을 보는 팬과 그린 옆의 갤러리가 같은 순간을 함께 보도록 하는 것이 목표다.',
    ),
    bodyEn: join(
      'During a tournament some people walk one step behind the players all day: the scorers, one with every group.',
      '## One door for every score',
      'The strokes a scorer enters hole by hole all come in through one door. A score sent twice counts once, and every correction leaves a record. Each time, the leaderboard is computed again and stored with a version number.',
      '> One wrong number and the whole order is wrong. That is why every score comes in through the same door.',
      '## Ties and the little star',
      'Players on the same score share a position, marked with a T. A player who started on the 10th tee gets a star beside his holes played, so nobody mistakes where he is on the course.',
      '## The three-minute promise',
      'Fans away from the course get only what changed, as it changes, and if the connection drops the page checks for the latest scores every three minutes. The aim: the fan at a screen and the spectator by the green see the same moment.',
    ),
    ...image('scoreboard', 11, 3301),
  })
}

function juniors(facts: readonly TournamentFacts[], name: (id: number) => Named, today: string): Draft | null {
  const junior = facts.filter((f) => f.t.tourId === 75 && f.t.finished && f.winners[0])
  if (junior.length === 0) return null
  const winners = junior.map((f) => ({ t: f.t, w: name(f.winners[0]!.playerId) }))
  const listKo = winners.map((x) => `${x.t.nameKo} ${x.w.ko}`).join(', ')
  const listEn = winners.map((x) => `${x.w.en} (${x.t.nameEn})`).join(', ')
  return story(today, 52, {
    titleKo: '다음 세대가 시작되는 곳, 주니어투어',
    titleEn: 'Where the next generation starts: the junior tour',
    summaryKo:
      '프로를 꿈꾸는 선수들이 처음으로 리더보드에 이름을 올리는 곳. 주니어투어와 회원선발전으로 이어지는 길을 따라가 본다.',
    summaryEn:
      'Where players who dream of turning professional first see their names on a leaderboard, and the road from the junior tour to the membership selection.',
    bodyKo: join(
      '주니어투어의 아침은 일찍 시작된다. 부모님이 운전하는 차에서 내린 선수들은 캐디 없이 직접 백을 메고 첫 티로 향한다.',
      '## 첫 리더보드',
      `올 시즌 주니어투어는 ${junior.length}개 대회를 마쳤다.${winners.length ? ` 우승자는 ${listKo}.` : ''} 이들의 이름은 정규 투어와 똑같은 실시간 리더보드에 오른다.`,
      '> 처음 제 이름이 리더보드 맨 위에 떴을 때, 사진을 찍어 두고 몇 번이나 다시 봤어요.',
      '## 프로로 가는 길',
      '주니어 무대를 거친 선수들은 회원선발전에 도전한다. 예선전과 프로선발전, 투어프로선발전을 차례로 통과해야 협회 회원이 되고, 투어 시드를 향한 경쟁이 이어진다.',
      '## 협회가 함께하는 것',
      '협회는 주니어 선수들에게 경기 규칙과 에티켓 교육, 클린 투어 교육을 함께 제공한다. 좋은 선수이기 전에 좋은 동료가 되는 것, 주니어투어가 가장 먼저 가르치는 것이다.',
    ),
    bodyEn: join(
      'Junior tour mornings start early. Out of the cars their parents drive, the players shoulder their own bags, no caddies, and head for the first tee.',
      '## A first leaderboard',
      `This season the junior tour has completed ${junior.length} event${junior.length === 1 ? '' : 's'}.${winners.length ? ` The winners: ${listEn}.` : ''} Their names go up on the same live leaderboard as the main tour's.`,
      '> The first time my name was at the top of the leaderboard I took a picture of it and looked at it again and again.',
      '## The road to professional golf',
      'From the junior stage players take on the membership selection: the tryout, the pro trials and the tour pro trials, one after another, to become members of the association and chase a place on the tour.',
      '## What the association brings',
      'The association teaches junior players the rules, etiquette and what a clean tour means. Being a good fellow player before being a good player is the first thing the junior tour teaches.',
    ),
    ...image('gallery', 75, 5201),
  })
}

function association(today: string): Draft {
  return story(today, 80, {
    titleKo: '협회 이야기: 한 줌의 프로에서 여섯 개의 투어로',
    titleEn: "The association's story: from a handful of professionals to six tours",
    summaryKo:
      '몇 명의 프로 골퍼가 모여 시작한 협회는 이제 여섯 개의 투어와 수많은 회원이 함께하는 단체가 됐다. 그 길을 돌아본다.',
    summaryEn:
      'Started by a few professional golfers, the association now runs six tours for its many members. A look back along the way.',
    bodyKo: join(
      '협회의 시작은 소박했다. 골프를 직업으로 삼은 몇 명의 프로들이 모여, 선수들이 공정한 무대에서 경쟁할 수 있는 단체를 만들자고 뜻을 모은 것이 출발이었다.',
      '## 하나의 투어에서 여섯 개의 투어로',
      '처음에는 1년에 몇 번 열리지 않던 대회가 정규 투어인 코리안투어로 자리 잡았다. 이후 신인들의 무대인 챌린지투어, 베테랑들의 챔피언스투어, 겨울의 윈터투어, 회원을 뽑는 회원선발전, 그리고 주니어투어가 차례로 더해졌다.',
      '> 우리가 지키려 한 것은 단 하나였습니다. 실력만으로 평가받는 무대.',
      '## 회원과 함께',
      '협회 회원은 투어프로와 프로로 나뉜다. 협회는 회원들의 교육과 자격, 복지와 경력을 함께 돌본다. 신입 회원은 입회 후 3년 안에 입문 교육을 마쳐야 한다.',
      '## 깨끗한 투어',
      '클린 투어와 도핑 방지 센터는 경기의 공정함을 지키는 협회의 약속이다. 금지 약물 목록을 공개하고, 치료 목적 사용 면책을 투명하게 심사한다.',
      '## 다음 장',
      '실시간 리더보드와 온라인 신청, 모바일 앱까지. 무대는 달라졌지만 협회가 지키려는 것은 처음과 같다.',
    ),
    bodyEn: join(
      'The association began modestly: a few golfers who made their living from the game agreed to build an organisation where professionals could compete on a fair stage.',
      '## From one tour to six',
      'A handful of events a year grew into the main tour, the Korean Tour. Then came the Challenge Tour for newcomers, the Champions Tour for veterans, the Winter Tour, the membership selection that admits new members, and the junior tour.',
      '> There was only one thing we set out to protect: a stage where only your golf counts.',
      '## With our members',
      'Members are tour professionals or professionals. The association looks after their training and certification, their welfare and their careers. New members complete the introductory training within three years of joining.',
      '## A clean tour',
      'The clean tour and anti-doping centre is the association’s promise of a fair game: the prohibited list is public, and therapeutic-use exemptions are reviewed openly.',
      '## The next chapter',
      'Live leaderboards, online applications, a mobile app: the stage has changed, but what the association protects is what it protected at the start.',
    ),
    ...image('clubhouse', 11, 8001),
  })
}

/** The association's long-form stories, built on the demo's own players and tournaments. */
export function stories(
  data: DemoData,
  facts: readonly TournamentFacts[],
  name: (id: number) => Named,
  today: string,
): Draft[] {
  const out: Draft[] = [scoring(today), association(today)]
  const junior = juniors(facts, name, today)
  if (junior) out.push(junior)
  const week =
    facts.find((f) => f.t.tourId === 11 && f.t.status === 2) ??
    facts.find((f) => f.t.tourId === 11 && f.t.startDate > today)
  if (week) out.push(makingOf(week, today))
  const legend = legendStory(data, name, yearOf(today))
  if (legend) {
    const { player, ...text } = legend
    out.push(story(today, 16, { ...text, memberId: player.id, ...image('portrait', 11, 1601 + player.id, { player }) }))
  }
  return out
}
