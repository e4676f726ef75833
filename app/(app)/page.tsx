import { HomeScreen } from "@/components/home/home-screen";

export default function HomePage() {
  return <HomeScreen />;
}
