import { createFileRoute } from '@tanstack/react-router'
import { AttendanceDesk } from '@/features/edu-attendance/components/attendance-desk'

/** /staff/education/: the education check-in desk (docs/requirements/my-page.md#my-11). */
export const Route = createFileRoute('/staff/education/')({
  component: AttendanceDesk,
})
