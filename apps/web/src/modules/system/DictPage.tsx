export default function DictPage() { return <div>Dict</div>; }
