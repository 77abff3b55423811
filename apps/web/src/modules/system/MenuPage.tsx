export default function MenuPage() { return <div>Menu</div>; }
