/** Documents people sign and keep (issue 12): signing, countersigning, PDF downloads, payslip batches, the company letterhead. */
export default {
  signOfferHint: 'To accept the offer, draw your signature below (or upload an image of it) and sign.',
  signOffer: 'Sign and accept the offer',
  signatureMissing: 'Please draw or upload your signature',
  signatures: 'Signed documents',
  noSignatures: 'Nothing has been signed yet.',
  kinds: { offer: 'Offer letter, signed by the candidate', contract: 'Letter of appointment, signed by the candidate', countersign: 'Letter of appointment, countersigned by HR' },
  signer: 'Signed by', signedTime: 'Signed on', sha256: 'SHA-256 of the file', address: 'Address', userAgent: 'Browser', notRecorded: 'Not recorded', signature: 'Signature',
  openFile: 'Open the signed PDF',
  countersign: 'Countersign', countersignTitle: 'Countersign the letter of appointment',
  countersignHint: 'The candidate has signed. Draw your signature (or upload an image of it) to countersign; the final letter is kept with both signatures.',
  evaluationPdf: 'Evaluation (PDF)', evaluationFile: 'Interview evaluation', processPdf: 'Download PDF',
  company: { letterhead: 'Letterhead', uen: 'UEN', regAddress: 'Registered address', contact: 'Contact number', email: 'Email', website: 'Website', logo: 'Logo (PNG or JPEG)' },
  batch: {
    title: 'Payslips of a month', month: 'Month', start: 'Generate payslips', progress: '{{done}} of {{total}} payslips', download: 'Download ZIP', cancel: 'Cancel',
    hint: 'One PDF per approved settlement of the month, in one ZIP file.', fileName: 'Payslips {{month}}.zip',
    states: { pending: 'Waiting', running: 'Generating', done: 'Ready', failed: 'Failed', cancelled: 'Cancelled' },
  },
};
