export default function ParamPage() { return <div>Param</div>; }
