export default function OssPage() { return <div>Oss</div>; }
