/**
 * `value` without its trailing slashes, keeping its first `keep` characters whatever they are (`keep = 1`
 * leaves `/` itself alone). One pass from the end: the regular expressions this replaces (`/\/+$/`,
 * `/(.)\/+$/`) retry the run of slashes from every start position, so a URL of 16,000 slashes followed by
 * one other character took a quarter of a second of a server's only thread (docs/decisions/0040).
 */
export function trimTrailingSlashes(value: string, keep = 0): string {
  let end = value.length
  while (end > keep && value.charCodeAt(end - 1) === 47) end -= 1
  return value.slice(0, end)
}
