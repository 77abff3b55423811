export default function RolePage() { return <div>Role</div>; }
