import { fetchCertificatePdf } from '@/api/certificates'

/** Saves the certificate's PDF as a file named by its number. */
export async function downloadPdf(no: string): Promise<void> {
  const url = URL.createObjectURL(await fetchCertificatePdf(no))
  const a = document.createElement('a')
  a.href = url
  a.download = `${no}.pdf`
  document.body.append(a)
  a.click()
  a.remove()
  // The click has started the download; the address may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * Opens the PDF in a new tab for printing (the browser's PDF viewer prints it as drawn). The tab is opened before
 * the download so a pop-up blocker sees the member's click.
 */
export async function openPdfForPrint(no: string): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const url = URL.createObjectURL(await fetchCertificatePdf(no))
    if (tab) tab.location.href = url
    else window.location.assign(url)
  } catch (error) {
    tab?.close()
    throw error
  }
}
