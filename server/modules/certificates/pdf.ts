import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import type { CertificateFacts } from '@contract/certificates'
import { ASSOCIATION_NAME_KO, koreanDate, STATEMENT_KO, TITLE_KO, toParText } from '@domain/certificates'
import { memberClass } from '@domain/codes/member-classes'

const require = createRequire(import.meta.url)
/** Read once: 4.6 MB each; pdfkit embeds only the glyphs a certificate uses (about 20 KB). */
let fonts: { regular: Buffer; bold: Buffer } | null = null
const fontsOnce = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('@kfonts/nanum-gothic/src/NanumGothic.ttf')),
    bold: readFileSync(require.resolve('@kfonts/nanum-gothic/src/NanumGothicBold.ttf')),
  })

const LEFT = 60
const WIDTH = 475

/**
 * pdfkit breaks Korean between syllables; a certificate breaks between words, so lines are cut at spaces here and
 * each written without pdfkit's own wrapping.
 */
function wrapped(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && doc.widthOfString(next) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** One line at most: cut with an ellipsis (pdfkit would wrap Korean inside the cell). */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  const chars = Array.from(text)
  while (chars.length > 1 && doc.widthOfString(`${chars.join('')}…`) > width) chars.pop()
  return `${chars.join('')}…`
}

function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y
  doc
    .font('bold')
    .fontSize(11)
    .text(label, LEFT + 10, y, { width: 90, lineBreak: false })
  const lines = wrapped(doc.font('regular'), value, WIDTH - 120)
  lines.forEach((line, i) => doc.text(line, LEFT + 110, y + i * 16, { lineBreak: false }))
  doc.y = y + Math.max(1, lines.length) * 16 + 6
}

function competitionsTable(doc: PDFKit.PDFDocument, facts: CertificateFacts) {
  const records = facts.type === 'records'
  const cols = records
    ? [
        { title: '대회명', width: 175 },
        { title: '기간', width: 125 },
        { title: '순위', width: 45 },
        { title: '라운드', width: 80 },
        { title: '합계', width: 50 },
      ]
    : [
        { title: '대회명', width: 200 },
        { title: '기간', width: 135 },
        { title: '장소', width: 140 },
      ]
  const cells = (c: CertificateFacts['competitions'][number]) => {
    const period = `${c.startDate} ~ ${c.endDate.slice(5)}`
    if (!records) return [c.nameKo, period, c.venue ?? '']
    const total = c.total === null ? '' : `${c.total} (${toParText(c.toPar ?? 0)})`
    return [c.nameKo, period, c.finish ?? '', c.rounds?.join('-') ?? '', total]
  }
  const line = (values: string[], font: 'regular' | 'bold') => {
    const y = doc.y
    let x = LEFT
    doc.font(font).fontSize(9.5)
    values.forEach((v, i) => {
      doc.text(fitted(doc, v, cols[i]!.width - 8), x + 4, y + 5, { lineBreak: false })
      x += cols[i]!.width
    })
    doc
      .moveTo(LEFT, y + 20)
      .lineTo(LEFT + WIDTH, y + 20)
      .lineWidth(0.5)
      .stroke('#888888')
    doc.y = y + 20
  }
  line(
    cols.map((c) => c.title),
    'bold',
  )
  for (const c of facts.competitions) line(cells(c), 'regular')
  doc.y += 10
}

/**
 * The certificate as a one-page A4 PDF in Korean, drawn from the facts frozen at issue, with NanumGothic embedded
 * (the text extracts as Korean) and a QR of the verification address.
 */
export async function certificatePdf(no: string, facts: CertificateFacts, verifyUrl: string): Promise<Buffer> {
  const { regular, bold } = fontsOnce()
  const qr = await QRCode.toBuffer(verifyUrl, { margin: 1, width: 220, errorCorrectionLevel: 'M' })
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${TITLE_KO[facts.type]} ${no}`, Author: ASSOCIATION_NAME_KO },
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.rect(35, 35, 525, 772).lineWidth(1.5).stroke('#1f4d3a')
  doc.font('regular').fontSize(10).fillColor('#333333').text(`발급번호 ${no}`, LEFT, 55, { lineBreak: false })
  doc.font('bold').fontSize(26).fillColor('#000000')
  doc.text(TITLE_KO[facts.type], LEFT, 100, { width: WIDTH, align: 'center' })
  doc.y = 170

  const h = facts.holder
  row(doc, '성명', h.nameEn ? `${h.name} (${h.nameEn})` : h.name)
  row(doc, '회원번호', h.memberNo)
  if (h.birthDate) row(doc, '생년월일', h.birthDate)
  const cls = memberClass(h.memberClass)
  if (cls) row(doc, '회원구분', cls.ko)
  if (h.firstEnrolledOn) row(doc, '최초 입회일', h.firstEnrolledOn)
  if (facts.periodFrom && facts.periodTo) row(doc, '기간', `${facts.periodFrom} ~ ${facts.periodTo}`)
  row(doc, '용도', facts.purpose)
  row(doc, '제출처', facts.submitTo)
  doc.y += 8
  if (facts.competitions.length > 0) competitionsTable(doc, facts)

  doc.y += 20
  doc.font('regular').fontSize(13).text(STATEMENT_KO[facts.type], LEFT, doc.y, { width: WIDTH, align: 'center' })
  doc.y += 30
  doc.fontSize(13).text(koreanDate(facts.issuedOn), LEFT, doc.y, { width: WIDTH, align: 'center' })
  doc.y += 30
  doc.font('bold').fontSize(20).text(`${ASSOCIATION_NAME_KO}장`, LEFT, doc.y, { width: WIDTH, align: 'center' })

  doc.image(qr, LEFT, 680, { width: 90 })
  doc.font('regular').fontSize(9).fillColor('#333333')
  doc.text(`유효기간: ${facts.validUntil}까지`, LEFT + 105, 700, { lineBreak: false })
  doc.text('QR 코드를 스캔하면 진위 여부를 확인할 수 있습니다.', LEFT + 105, 716, { lineBreak: false })
  doc.fontSize(7.5).text(verifyUrl, LEFT + 105, 732, { width: WIDTH - 105, lineBreak: false, ellipsis: true })
  doc.end()
  return done
}
