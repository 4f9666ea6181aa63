import type { CatalogShape } from '../../shape.js';
import type { walk as zh } from '../zh/walk.js';

/** Web UI texts of the phone verification walk: scan labels, record results, queue them offline (en). */
export const walk: CatalogShape<typeof zh> = {
  action: 'Scan walk',
  title: 'Scan walk {{number}}',
  progress: 'Checked {{checked}} / {{total}}',
  queued: '{{count}} waiting to send',
  queuedHint: 'They are sent in order when the network returns',
  notRunning: 'This verification is not running: results cannot be recorded',
  camera: {
    start: 'Scan with the camera',
    stop: 'Stop the camera',
    starting: 'Opening the camera…',
    scanning: 'Point the camera at the QR code on the asset label',
    denied: 'Camera permission was refused: allow it in the browser settings, or type the asset code below',
    unavailable: 'No camera can be used on this device or browser: type the asset code below',
    insecure:
      'The camera works only on an HTTPS address: open this page with https://, or type the asset code below',
    decoderFailed: 'The QR reader could not be loaded: type the asset code below',
  },
  manual: {
    label: 'Asset code',
    placeholder: 'Type the asset code',
    submit: 'Find',
  },
  notInCampaign: 'This asset is not in this verification',
  notInCampaignNamed: '{{name}} ({{code}}) is not in this verification',
  asset: {
    code: 'Code',
    place: 'Place',
    custodian: 'Custodian',
    current: 'Current result',
    unchecked: 'Not checked',
    waiting: 'Waiting to send',
  },
  results: { found: 'Found', damaged: 'Damaged', moved: 'Moved', missing: 'Missing' },
  movedPlace: 'Choose the place where the asset is',
  remark: 'Remark (optional)',
  photo: 'Take a photo (optional)',
  photoTaken: 'Photo taken: {{name}}',
  photoRemove: 'Remove the photo',
  saved: 'Recorded: {{code}} {{result}}',
  queuedSaved: 'No network, kept to send later: {{code}} {{result}}',
  rejected: 'The result of {{code}} was not accepted: {{reason}}',
};
