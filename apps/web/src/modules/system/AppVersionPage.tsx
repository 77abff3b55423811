export default function AppVersionPage() { return <div>AppVersion</div>; }
