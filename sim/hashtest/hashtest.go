package hashtest

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"arena/sim"
)

// FlipEachField changes one bit of every exported number and bool of s (a
// pointer to a struct), walking structs, arrays and slices (the first, the
// middle and the last element of each), appends to every string, and fails
// for each change s.Hash does not notice. Each change is undone before the
// next. skip names fields left out on purpose, by path ("History",
// "Cars.Path"); unexported fields and pointers are not walked.
func FlipEachField(t testing.TB, s sim.State, skip ...string) {
	t.Helper()
	before := s.Hash()
	v := reflect.ValueOf(s).Elem()
	n := 0
	walk(v, "", skip, func(path string, flip func()) {
		n++
		flip()
		if s.Hash() == before {
			t.Errorf("changing %s by one bit does not change the hash", path)
		}
		flip()
		if got := s.Hash(); got != before {
			t.Fatalf("undoing the change of %s: hash %x, want %x", path, got, before)
		}
	})
	if n == 0 {
		t.Fatal("no field to change")
	}
}

func walk(v reflect.Value, path string, skip []string, visit func(string, func())) {
	if slices.Contains(skip, strings.TrimPrefix(path, ".")) {
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				walk(v.Field(i), path+"."+f.Name, skip, visit)
			}
		}
	case reflect.Array, reflect.Slice:
		n := v.Len()
		for _, i := range slices.Compact([]int{0, n / 2, n - 1}) {
			if i >= 0 && i < n {
				walk(v.Index(i), path, skip, visit)
			}
		}
	case reflect.Bool:
		visit(path, func() { v.SetBool(!v.Bool()) })
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		visit(path, func() { v.SetInt(v.Int() ^ 1) })
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		visit(path, func() { v.SetUint(v.Uint() ^ 1) })
	case reflect.Float32, reflect.Float64:
		visit(path, func() { v.SetFloat(-v.Float() - 1) })
	case reflect.String:
		orig := v.String()
		visit(path, func() {
			if v.String() == orig {
				v.SetString(orig + "x")
			} else {
				v.SetString(orig)
			}
		})
	}
}
