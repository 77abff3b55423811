export default function ClientPage() { return <div>Client</div>; }
