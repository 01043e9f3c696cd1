// Package eval scores pipeline stages on gold data with the standard metrics.
package eval
