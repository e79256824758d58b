/**
 * npx tsx scripts/make-demo-videos.ts — draws the media library's two demo highlight clips
 * (public/media/video/*.webm) from the server's own drawings (server/db/demo/art), frame by frame in
 * Chromium, and encodes them with ffmpeg (VP9, no sound). Run once by hand when the drawings change; the
 * product, the build and CI only serve the files and never need ffmpeg. Decision 0036.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import type { ArtScene } from '../server/db/demo/art/art-url'
import { renderArt } from '../server/db/demo/art/render-art'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = join(root, 'public', 'media', 'video')
const FPS = 24
const SECONDS = 6
const SIZE = { width: 640, height: 360 }

/** Each clip: a scene and how its motion runs over the clip (0 before it starts, 1 once it has ended). */
const CLIPS: Array<{ file: string; scene: ArtScene; tourId: number; seed: number; motion: (sec: number) => number }> = [
  {
    file: 'drive.webm',
    scene: 'tee',
    tourId: 11,
    seed: 7,
    motion: (sec) => Math.min(1, Math.max(0, (sec - 0.8) / 3.6)),
  },
  {
    file: 'putt.webm',
    scene: 'putt',
    tourId: 11,
    seed: 5,
    motion: (sec) => Math.min(1, Math.max(0, (sec - 1.2) / 3.4) ** 0.8),
  },
]

async function main() {
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  const page = await browser.newPage({ viewport: SIZE })
  for (const clip of CLIPS) {
    const frames = mkdtempSync(join(tmpdir(), 'fairway-frames-'))
    for (let i = 0; i < FPS * SECONDS; i++) {
      const svg = renderArt(
        { scene: clip.scene, tourId: clip.tourId, seed: clip.seed, format: 'wide' },
        clip.motion(i / FPS),
      )
      await page.setContent(
        `<body style="margin:0"><img style="display:block;width:${SIZE.width}px;height:${SIZE.height}px" ` +
          `src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
      )
      await page.screenshot({ path: join(frames, `f${String(i).padStart(4, '0')}.png`) })
    }
    const target = join(out, clip.file)
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      join(frames, 'f%04d.png'),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-pix_fmt',
      'yuv420p',
      '-row-mt',
      '1',
      '-an',
      target,
    ])
    rmSync(frames, { recursive: true, force: true })
    console.log(`${clip.file}: ${Math.round(statSync(target).size / 1024)} KB, ${SECONDS} s`)
  }
  await browser.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
