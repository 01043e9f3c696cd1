package alerts

import (
	"encoding/binary"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// The identity read from the executable's note is the build ID the go
// command reports for it.
func TestGoBuildIDIsGoToolsOwn(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("ELF executables only")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", "tool", "buildid", exe).Output()
	if err != nil {
		t.Skipf("go tool buildid: %v", err)
	}
	if got, want := goBuildID(exe), strings.TrimSpace(string(out)); got != want || got == "" {
		t.Errorf("goBuildID = %q, want %q", got, want)
	}
}

func TestBuildIDOfNoteRefusesOtherNotes(t *testing.T) {
	note := func(name string, typ uint32, desc string) []byte {
		b := binary.LittleEndian.AppendUint32(nil, 4)
		b = binary.LittleEndian.AppendUint32(b, uint32(len(desc)))
		b = binary.LittleEndian.AppendUint32(b, typ)
		return append(append(b, name...), desc...)
	}
	if got := buildIDOfNote(note("Go\x00\x00", 4, "abc/def"), binary.LittleEndian); got != "abc/def" {
		t.Errorf("Go note: %q", got)
	}
	for _, n := range [][]byte{note("GNU\x00", 4, "abc"), note("Go\x00\x00", 3, "abc"), note("Go\x00\x00", 4, "abc")[:18], nil} {
		if got := buildIDOfNote(n, binary.LittleEndian); got != "" {
			t.Errorf("%q: read %q, want none", n, got)
		}
	}
}
