/**
 * Multipart sendings with upload progress (docs/requirements/my-page.md#my-8): fetch reports no upload progress, so
 * this one call goes through XMLHttpRequest, with the same headers, the same 6000 ms limit of
 * docs/requirements/api-conventions.md#api-4 and the same answer to an expired token (refresh once, send again).
 */
import type { ZodType } from 'zod'
import { ERROR_CODES } from '@contract/error-codes'
import { getAccessToken } from '@/lib/storage'
import { ApiError, CLIENT_ERROR_CODES } from './api-error'
import { getApiConfig } from './config'
import { buildHeaders } from './headers'
import { buildUrl, type QueryParams } from './query-string'
import { refreshTokens } from './refresh'
import { endSession } from './session-end'
import { badResponse, httpError, type RawResponse } from './transport'

export interface UploadOptions<T> {
  query?: QueryParams
  schema: ZodType<T>
  timeoutMs: number
  /** 0 to 1 as the body leaves the browser. */
  onProgress?: (share: number) => void
  signal?: AbortSignal
}

function xhrSend(
  method: 'POST' | 'PATCH',
  url: string,
  form: FormData,
  token: string | null,
  options: UploadOptions<unknown>,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    buildHeaders({ token, jsonBody: false }).forEach((value, key) => xhr.setRequestHeader(key, value))
    // The limit is for silence, not for the size of the files: it restarts whenever part of the body leaves and once
    // it has all left (then it bounds the server's answer), so a phone sending 20 MB of photos over a slow uplink
    // is not cut off while it is still sending, and a stalled connection still fails within the limit.
    let timer: ReturnType<typeof setTimeout> | undefined
    let timedOut = false
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        xhr.abort()
      }, options.timeoutMs)
    }
    xhr.upload.onprogress = (e) => {
      arm()
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total)
    }
    xhr.upload.onload = arm
    xhr.onloadend = () => clearTimeout(timer)
    const fail = (kind: 'timeout' | 'network' | 'aborted') => () => {
      if (kind === 'aborted' && timedOut) kind = 'timeout'
      const code = {
        timeout: CLIENT_ERROR_CODES.TIMEOUT,
        network: CLIENT_ERROR_CODES.NETWORK,
        aborted: CLIENT_ERROR_CODES.ABORTED,
      }
      reject(new ApiError({ kind, status: 0, code: code[kind], message: `${method} ${url}: ${kind}`, method, url }))
    }
    xhr.onerror = fail('network')
    xhr.onabort = fail('aborted')
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.onload = () => {
      let body: unknown = null
      let malformed = false
      if (xhr.responseText !== '') {
        try {
          body = JSON.parse(xhr.responseText)
        } catch {
          malformed = true
          body = xhr.responseText
        }
      }
      resolve({ method, url, status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body, malformed })
    }
    arm()
    xhr.send(form)
  })
}

export async function uploadForm<T>(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  options: UploadOptions<T>,
): Promise<T> {
  const url = buildUrl(getApiConfig().baseUrl, path, options.query)
  let token = getAccessToken()
  let res = await xhrSend(method, url, form, token, options as UploadOptions<unknown>)
  if (res.status === 401 && token !== null) {
    const error = httpError(res)
    if (String(error.code) !== String(ERROR_CODES.TOKEN_EXPIRED)) {
      endSession(error.code)
      throw error
    }
    token = (await refreshTokens()).accessToken
    res = await xhrSend(method, url, form, token, options as UploadOptions<unknown>)
  }
  if (!res.ok) throw httpError(res)
  const parsed = options.schema.safeParse(res.body)
  if (res.malformed || !parsed.success) throw badResponse(res, 'the answer breaks its contract')
  return parsed.data
}

/** A file the server serves to the logged-in member only (evidence documents): fetched with the token. */
export async function fetchPrivateBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const url = buildUrl(getApiConfig().baseUrl, path)
  const get = (token: string | null) =>
    getApiConfig().fetch(url, { headers: buildHeaders({ token, jsonBody: false }), signal })
  let response = await get(getAccessToken())
  if (response.status === 401) response = await get((await refreshTokens()).accessToken)
  if (!response.ok)
    throw new ApiError({ kind: 'http', status: response.status, code: null, message: `GET ${url}`, method: 'GET', url })
  return response.blob()
}
