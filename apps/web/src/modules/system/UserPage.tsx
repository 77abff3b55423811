export default function UserPage() { return <div>User</div>; }
