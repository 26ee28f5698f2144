import type { BaseTranslation } from '../i18n-types';

/** English: sign-in, sign-up, password reset and admin e-mail verification. */
const auth = {
  auth: {
    // A livestock count with no kind: signup, settings and an agent's farmer form.
    countNeedsLivestock: 'Choose the livestock these animals are',
    identifierLabel: 'Phone number or email',
    identifierHint: 'For example 0803 123 4567',
    passwordLabel: 'Password',
    passwordHint: 'At least 8 characters',
    showPassword: 'Show password',
    login: {
      title: 'Log in to Kiwo',
      submit: 'Log in',
      submitting: 'Logging in...',
      forgot: 'Forgot password?',
      noAccount: 'New to Kiwo?',
      signupLink: 'Create an account',
      deleted: 'Your account has been deleted.',
    },
    signup: {
      invitedAs:
        'You were invited to join Kiwo as: {role:string}. Your account is approved when you create it.',
      inviteInvalid:
        'This invitation link is not valid, was already used or has expired. Ask the admin for a new one.',
      title: 'Create your Kiwo account',
      intro: 'It is free. You can add your farm details later.',
      roleLabel: 'I am',
      roleFarmer: 'A farmer',
      roleAgent: 'An extension agent',
      roleAdmin: 'Kiwo staff',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      email: 'Email',
      emailOptional: 'Email (optional)',
      adminEmailHint: 'Use your Kiwo work email.',
      gender: 'Gender',
      age: 'Age range',
      state: 'State',
      farmName: 'Farm name',
      primaryLivestock: 'Main livestock',
      totalLivestock: 'Number of animals',
      referral: 'Referral code (optional)',
      nin: 'NIN (optional)',
      ninHint: 'Your 11-digit National Identification Number',
      submit: 'Create account',
      submitting: 'Creating account...',
      haveAccount: 'Already have an account?',
      loginLink: 'Log in',
    },
    forgot: {
      title: 'Forgot your password?',
      body: 'Enter your phone number or email. We will send you a link to set a new password.',
      submit: 'Send reset link',
      submitting: 'Sending...',
      sent: 'If an account exists for that phone or email, a reset link is on its way.',
      back: 'Back to log in',
    },
    reset: {
      title: 'Set a new password',
      password: 'New password',
      confirm: 'Confirm new password',
      newLink: 'Send me a new link',
      mismatch: 'The two passwords do not match',
      submit: 'Save new password',
      submitting: 'Saving...',
    },
    verifyAdmin: {
      title: 'Verify your email',
      body: 'We sent a 6-digit code to {email:string}. Enter it below. It expires in 10 minutes.',
      otp: 'Verification code',
      submit: 'Verify',
      submitting: 'Verifying...',
      resend: 'Send a new code',
      resent: 'A new code has been sent.',
      devCode: 'Development code: {code:string}',
      missing: 'This link is incomplete. Sign up again or log in.',
    },
  },
} satisfies BaseTranslation;

export default auth;
