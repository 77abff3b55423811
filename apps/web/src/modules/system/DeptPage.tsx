export default function DeptPage() { return <div>Dept</div>; }
