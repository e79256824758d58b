import { readFile } from 'node:fs/promises'
import { PDFParse } from 'pdf-parse'
import { englishByDefault, logIn } from './demo-login'
import { expect, test } from './fixtures'

/**
 * Certificates against the real server (docs/requirements/my-page.md#my-5), in English: fellow02 (paid up, the only
 * account this spec logs in with) requests a membership confirmation, downloads its PDF and opens the verification
 * page its QR leads to.
 */

test.beforeEach(({ page }) => englishByDefault(page))

test('a member requests a membership confirmation, downloads the PDF and the verification page says valid', async ({
  page,
}) => {
  await logIn(page, 'fellow02', '/member/mypage?tab=certificates')
  const form = page.getByRole('form', { name: 'Request a certificate' })
  await expect(form.getByRole('radio', { name: /Membership confirmation/ })).toBeChecked()
  await form.getByRole('button', { name: 'Preview' }).click()
  await expect(form.getByText('Enter the purpose.')).toBeVisible()

  await form.getByRole('textbox', { name: 'From', exact: true }).fill('2016-03-02')
  await form.getByRole('textbox', { name: 'What it is for' }).fill('은행 제출용')
  await form.getByRole('textbox', { name: 'Submitted to' }).fill('국민은행 강남지점')
  await form.getByRole('button', { name: 'Preview' }).click()

  const preview = page.getByRole('article', { name: 'Certificate preview' })
  await expect(preview.getByRole('heading', { name: 'Membership confirmation' })).toBeVisible()
  await expect(preview).toContainText('이동료')
  await expect(preview).toContainText('국민은행 강남지점')
  await page.getByRole('button', { name: 'Issue the certificate' }).click()

  const issued = page.getByRole('region', { name: 'Your certificate is issued' })
  await expect(issued.getByText(/^FW-\d{4}-\d{6}$/)).toBeVisible()
  const no = (await issued.getByText(/^FW-\d{4}-\d{6}$/).textContent())!

  const downloading = page.waitForEvent('download')
  await issued.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${no}.pdf`)
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text
  expect(text).toContain('이동료')
  expect(text).toContain('회원확인서')
  expect(text).toContain(no)

  // The list holds it too, newest first.
  const list = page.getByRole('region', { name: 'Issued certificates' })
  await expect(list.getByRole('listitem').first()).toContainText(no)

  const href = await issued.getByRole('link', { name: 'Verification page' }).getAttribute('href')
  expect(href).toMatch(new RegExp(`^/certificates/verify/${no}\\?k=`))
  await page.goto(href!)
  await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible()
  await expect(page.getByText('이*료')).toBeVisible()
  await expect(page.getByText(no)).toBeVisible()
})
