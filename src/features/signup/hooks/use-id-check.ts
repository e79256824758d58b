import { useState } from 'react'
import { LOGIN_ID_PATTERN } from '@contract/auth'
import { FIELD_ERRORS } from '@contract/error-codes'
import { checkIdAvailable } from '@/api/member'
import { openPopup } from '@/components/ui/popup-store'
import { useSignupStore } from '../stores/signup-store'
import type { InfoForm } from './use-info-form'

/**
 * The ID duplicate check (docs/requirements/accounts.md#acc-12): "can be used" is remembered for that exact ID;
 * "already exists" is shown on the field; a wrong ID is not sent to the server at all.
 */
export function useIdCheck(form: Pick<InfoForm, 'showProblems' | 'clearProblem'>) {
  const [checking, setChecking] = useState(false)

  const check = async () => {
    const store = useSignupStore.getState()
    const id = store.values.id.trim()
    if (!LOGIN_ID_PATTERN.test(id)) {
      store.setCheckedId(null)
      return form.showProblems({ id: id === '' ? FIELD_ERRORS.REQUIRED : FIELD_ERRORS.INVALID_FORMAT })
    }
    setChecking(true)
    try {
      const available = await checkIdAvailable(id)
      store.setCheckedId(available ? id : null)
      if (available) form.clearProblem('id')
      else form.showProblems({ id: FIELD_ERRORS.TAKEN })
    } catch {
      void openPopup()
    } finally {
      setChecking(false)
    }
  }

  return { check, checking }
}
