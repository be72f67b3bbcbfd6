/** The tenth module's tool page. */
export default function PitchPracticePage() {
  return <h1>Pitch practice</h1>;
}
