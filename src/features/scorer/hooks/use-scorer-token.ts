import { useCallback, useState } from 'react'
import { getScorerToken, setScorerToken } from '../scorer-storage'

/**
 * The scorer token entered once per tab. `refused` is set when the server turned the token down, so
 * the prompt can say why it is back instead of silently asking again.
 */
export function useScorerToken() {
  const [token, setToken] = useState<string | null>(getScorerToken)
  const [refused, setRefused] = useState(false)

  const save = useCallback((value: string) => {
    setScorerToken(value)
    setToken(value)
    setRefused(false)
  }, [])

  const forget = useCallback(() => {
    setScorerToken(null)
    setToken(null)
    setRefused(false)
  }, [])

  const markRefused = useCallback(() => {
    setScorerToken(null)
    setToken(null)
    setRefused(true)
  }, [])

  return { token, refused, save, forget, markRefused }
}
