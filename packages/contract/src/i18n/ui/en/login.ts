import type { CatalogShape } from '../../shape.js';
import type { login as zh } from '../zh/login.js';

/** Web UI texts, section "login" (en). */
export const login: CatalogShape<typeof zh> = {
  title: 'System login',
  areaTitle: '{{area}} · System login',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Please enter the correct user name',
  passwordMin: 'The password can not be less than 4 digits',
  remember: 'Remember me',
  submit: 'Log in',
  captcha: {
    label: 'Slide verification',
    hint: 'Slide right to fit the piece into the gap',
    keyboardHint: 'Use the left and right arrow keys to move the slider, Enter to confirm',
    slider: 'Drag the slider to complete the puzzle',
    verifying: 'Verifying…',
    verified: 'Verified',
    failed: 'Verification failed, a new picture was loaded, please try again',
    loadFailed: 'The verification picture could not be loaded, click refresh',
    refresh: 'New picture',
    loading: 'Loading the verification picture…',
    disabled: 'No slide verification needed right now',
    backgroundAlt: 'Verification background',
    pieceAlt: 'Puzzle piece',
  },
  token: {
    title: 'Token login',
    signingIn: 'Logging in with the token…',
    failed: 'Token login failed',
    missing: 'The link carries no login token',
    backToLogin: 'Back to the login page',
  },
  redirect: {
    title: 'Redirecting…',
    invalid: 'The redirect parameters are invalid',
  },
};
