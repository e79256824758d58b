/**
 * The consent texts of sign-up, short versions in both languages (Korean in the catalog). The association's
 * full, legally reviewed texts live on the /terms pages; these say what each consent covers.
 * Paragraphs are separated by blank lines.
 */
import { msg } from '@lingui/core/macro'

export const TERMS_OF_USE = msg`Article 1 (Purpose)
These terms set out the conditions for using the web services of the Fairway professional golf association (the \
"Association"), including tournament information, applications, tickets and the member area.

Article 2 (Membership)
Membership is for real names only. A person becomes a web member when they agree to these terms, complete the sign-up \
form and the Association accepts it. The ID cannot be changed after sign-up.

Article 3 (Member's duties)
Members keep their ID and password to themselves, keep their information up to date, and must not use another \
person's information, post unlawful content or use the services commercially without approval.

Article 4 (Restrictions)
The Association may restrict or end the use of the services for an obscene ID, harassment of others, or no use for \
one year, after notice where the law requires it.

Article 5 (Changes to the terms)
Changes are announced at least 7 days in advance (30 days if significant). A member who does not object within 7 days \
is deemed to accept them.

Article 6 (Withdrawal)
Members may withdraw from the web services at any time in My Page. Withdrawing from the web services does not end \
association membership.`

export const PRIVACY_POLICY = msg`1. What we collect
ID, password, name, English name, date of birth, gender, nationality, mobile and phone numbers, e-mail, home and \
workplace addresses and, if you choose to add one, a photo.

2. Why we collect it
To identify members, provide the portal's services (applications, tickets, certificates), contact you about them, and \
handle inquiries and complaints.

3. How long we keep it
Until you withdraw, then 30 days before deletion. Records the law requires are kept longer: contracts and payments 5 \
years, complaints 3 years, identity verification 6 months, visit records 3 months.

4. Your rights
You may see, correct or delete your information and withdraw your consent at any time. Without this consent you \
cannot sign up.`

export const MARKETING = msg`We use your name, mobile number and e-mail to send news of tournaments, ticket offers, \
events and partner benefits by SMS and e-mail.

This consent is optional: you can sign up without it and change your choice at any time in My Page. We keep this \
information until you withdraw the consent or your membership.`

export const PROVIDE = msg`1. Who receives it
The Association's membership office and the identity verification agency that checks the ID document you send.

2. What is provided
Name, date of birth, gender, nationality, mobile number and the copy of your ID document.

3. Why
To confirm your identity for a sign-up by documents instead of mobile phone verification.

4. How long
Until your sign-up is confirmed or refused; the copy of your ID document is destroyed after confirmation. Without a \
document within 2 days the request and its data are deleted.

Without this consent you cannot sign up by documents; you can sign up with mobile phone verification instead.`
