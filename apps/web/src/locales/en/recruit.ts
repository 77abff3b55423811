import { INTERVIEW_STATUS_LABELS } from '@hr/contracts';

/** Recruitment: jobs, resumes, interviews, offers, contracts, onboarding, candidate pages. */
const recruit = {
  documents: { offer: 'Offer letter (PDF)', contract: 'Letter of appointment (PDF)', keyTerms: 'Key employment terms (PDF)', offerFile: 'Offer letter', contractFile: 'Letter of appointment', keyTermsFile: 'Key employment terms' },
  jobs: 'Jobs', resumes: 'Resumes', interviews: 'Interviews', interview: 'Interview', print: 'Print evaluation',
  jobName: 'Job', deptId: 'Department', headcount: 'Headcount', location: 'Location', description: 'Description', requirement: 'Requirements', open: 'Open', closedJob: 'Closed',
  name: 'Name', enName: 'English name', sex: 'Sex', male: 'Male', female: 'Female', nric: 'NRIC', mobile: 'Mobile', email: 'Email',
  nationality: 'Nationality', highestEducation: 'Highest education', expectedSalary: 'Expected salary', remark: 'Remark',
  photoFiles: 'Photo', latestPayslipFiles: 'Latest payslip', nricFileFiles: 'NRIC copy', highestQualificationCertFiles: 'Highest qualification certificate',
  trainingCertificateFiles: 'Training certificates', attachFiles: 'Resume file',
  invite: 'Invite candidate', invited: 'Invitation sent. Link: {{url}}', invitationLink: 'Invitation page', copyLink: 'Copy link',
  interviewDate: 'Interview date', status: 'Status', closed: 'Closed', statusLabel: 'Status', viewInterview: 'Open',
  /** The interview statuses (the server's labels, shared through @hr/contracts). */
  statuses: INTERVIEW_STATUS_LABELS,
  steps: { information: 'Information', evaluation: 'Evaluation', benefits: 'Benefits', leaderApproval: 'Leader approval', offerConfirmed: 'Offer confirmed', contractCreated: 'Contract created', contractSigned: 'Contract signed', onboarding: 'Onboarding' },
  candidate: 'Candidate', feedback: 'Candidate feedback', feedbackContent: 'Comment', resumeDownload: 'Resume', confirmation: 'Confirmation info', confirmFile: 'Confirmation file',
  ratingQuestions: ['Interview arrangement', 'Interviewer professionalism', 'Information about the job', 'Communication', 'Overall experience'],
  ratings: ['N.A', 'Poor', 'Neutral', 'Good', 'Excellent'],
  arrange: 'Arrange interview', interviewer: 'Interviewer', hod: 'Head of department', evaluate: 'Record evaluation', again: 'Interview again',
  hodPass: 'Pass (start approval)', hodFail: 'Fail', over: 'Close interview', overReason: 'Reason', resultEmail: 'E-mail result',
  result: 'Result', resultPass: 'Pass', resultFail: 'Fail', resultHold: 'On hold', evaluation: 'Evaluation', evaluator: 'Evaluated by', evaluationTime: 'Evaluated on',
  hodDecision: 'Head of department', passPage: 'Interview pass request', leaderForm: 'Leader process (offer)', startLeader: 'Submit for leader approval',
  offerLink: 'Offer page', sendOffer: 'Send offer', offerLetter: 'Offer letter', createContract: 'Create contract', editContract: 'Edit contract', sendContract: 'Send contract',
  contractLink: 'Contract page', onboard: 'Start onboarding', entryProcess: 'Employment request', noData: 'Not yet', closedInterview: 'This interview is closed: {{reason}}',
  contract: {
    title: 'Edit contract (letter of appointment)', contractTemplate: 'Contract template', company: 'Company', singaporeNo: 'Singapore no.', chinaNo: 'China no.',
    entryDate: 'Entry date', address1: 'Address 1', address2: 'Address 2', contractCommenceDate: 'Commence date', employmentDuration: 'Employment duration (months)',
    contractEndDate: 'Contract end date', contractExpireDate: 'LOA expire date', idNo: 'ID no.', residenceCountry: 'Country of residence', basicSalary: 'Basic salary',
    allowance1: 'Allowance 1', allowance2: 'Allowance 2', allowance3: 'Allowance 3', deduction1: 'Deduction 1', deduction2: 'Deduction 2', deduction3: 'Deduction 3',
    category: 'Category', annualDays: 'Annual leave days', trial1: 'Probation (months)', trial2: 'Probation extension (months)', notice: 'Notice',
    templates: { loa_contract: 'Contract', loa_internship: 'Internship', loa_remote: 'Remote', loa_remoteContract: 'Remote contract', loa_malaysiaContract: 'Malaysia contract' },
  },
  page: {
    invitationTitle: 'Your application', invitationIntro: 'Please fill in your details and upload your documents.', submitted: 'Thank you, your resume has been received. You may still correct it until your interview is arranged.',
    readOnly: 'Your resume has been received and can no longer be changed.', offerTitle: 'Your offer', accept: 'Accept offer', decline: 'Decline offer',
    confirmDecline: 'Decline this offer?', accepted: 'You accepted this offer on {{time}}.', declined: 'This offer was declined.',
    signatureHint: 'Draw your signature below (or upload an image of it), then type your full name.', signaturePad: 'Signature', signatureClear: 'Clear', signatureUpload: 'Upload signature image', signatureMissing: 'Please draw or upload your signature', contractTitle: 'Your letter of appointment', signName: 'Type your full name to sign', sign: 'Sign contract', signed: 'Signed by {{name}} on {{time}}.',
    invalid: 'This link is invalid or has expired; please ask HR for a new one.',
  },
};
export default recruit;
