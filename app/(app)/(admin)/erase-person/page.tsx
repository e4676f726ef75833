import { ErasePersonScreen } from "@/components/admin/erase-person-screen";

export default function Page() {
  return <ErasePersonScreen />;
}
