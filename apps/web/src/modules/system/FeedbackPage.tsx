export default function FeedbackPage() { return <div>Feedback</div>; }
